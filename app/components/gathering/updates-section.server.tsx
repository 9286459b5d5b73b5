import type { ReactNode } from 'react';
import { posterRoleIn } from '../../../domain/gathering/poster-role-words';
import { m } from '../../../paraglide/messages';
import { dayText } from '../../lib/campaign-display';
import { messageIn } from '../../lib/i18n';
import type { GatheringSectionInput } from './gathering-sections.server';
import { UpdatePhoto } from './update-photo';

/** `?updates=all` lists every update, a page at a time (`&updatesBefore=` the last one shown). */
export function showsAllUpdates(url: URL): boolean {
  return url.searchParams.get('updates') === 'all';
}

/**
 * The family's updates on the campaign page, newest first, as static HTML (decision 017): the latest few, and a
 * link to all of them. The text is shown as typed: markup is text and links are not made clickable. Nothing shows
 * when there are none (the family reaches its updates page from the services section's tools).
 */
export function updatesSection({ page, locale, language, url }: GatheringSectionInput): ReactNode {
  const { updates, nextCursor } = page.updates;
  const all = showsAllUpdates(url);
  if (updates.length === 0 && !all) return null;
  return (
    <section
      id="updates"
      aria-labelledby="updates-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="updates-heading" className="font-serif text-xl font-bold text-stone-900">
        {messageIn(language, m.updates_heading)}
      </h2>
      {updates.length === 0 ? (
        <p className="mt-2 text-stone-700">{messageIn(language, m.updates_none_more)}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200">
          {updates.map((update) => (
            <li key={update.id} className="py-3">
              <p className="text-sm text-stone-600">
                <time dateTime={update.createdAt.toISOString()}>{dayText(update.createdAt, locale)}</time>
                {' · '}
                {messageIn(language, m.family_updates_by, {
                  name: update.postedByName,
                  role: posterRoleIn(language, update.postedByRole),
                })}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-stone-800">{update.body}</p>
              {update.photo && (
                <UpdatePhoto
                  url={update.photo}
                  alt={messageIn(language, m.family_shared_by, { name: update.postedByName })}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {nextCursor !== null && (
        <a
          href={all ? `?updates=all&updatesBefore=${nextCursor}#updates` : '?updates=all#updates'}
          className="button-secondary mt-3 w-full"
        >
          {messageIn(language, all ? m.updates_older : m.updates_see_all)}
        </a>
      )}
    </section>
  );
}
