import type { ReactNode } from 'react';
import { m } from '../../../paraglide/messages';
import { messageIn } from '../../lib/i18n';
import type { GatheringSectionInput } from './gathering-sections.server';
import { GuestbookForm } from './guestbook-form';

/**
 * The campaign page's guestbook section, as static HTML (decision 017): the form to sign it without giving. The
 * messages themselves appear with the gifts' tributes in the page's one stream, newest first.
 */
export function guestbookSection({ page, url, language }: GatheringSectionInput): ReactNode {
  // What the page says after a guestbook form redirected back to it (?signed=1, ?reported=1).
  const notice =
    url.searchParams.get('signed') === '1'
      ? messageIn(language, m.guestbook_signed)
      : url.searchParams.get('reported') === '1'
        ? messageIn(language, m.guestbook_reported)
        : null;
  return (
    <section aria-labelledby="guestbook-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="guestbook-heading" className="font-serif text-2xl font-bold">
        {messageIn(language, m.campaign_guestbook)}
      </h2>
      {notice && (
        <p role="status" className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <p className="mt-2 text-stone-700">
        {messageIn(language, m.guestbook_intro, { name: page.campaign.deceasedName })}
      </p>
      <details className="mt-4">
        <summary className="button-secondary w-full cursor-pointer list-none text-center">
          {messageIn(language, m.guestbook_sign)}
        </summary>
        <div className="mt-4">
          <GuestbookForm campaignId={page.campaign.id} language={language} />
        </div>
      </details>
    </section>
  );
}
