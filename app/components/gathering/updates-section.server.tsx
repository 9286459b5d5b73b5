import type { ReactNode } from 'react';
import { posterRoleLabel } from '../../../domain/gathering/update-schemas';
import { dayText } from '../../lib/campaign-display';
import type { GatheringSectionInput } from './gathering-sections.server';

/** `?updates=all` lists every update, a page at a time (`&updatesBefore=` the last one shown). */
export function showsAllUpdates(url: URL): boolean {
  return url.searchParams.get('updates') === 'all';
}

/**
 * The family's updates on the campaign page, newest first, as static HTML (decision 017): the latest few, and a
 * link to all of them. The text is shown as typed: markup is text and links are not made clickable.
 */
export function updatesSection({ page, locale, url }: GatheringSectionInput): ReactNode {
  const { updates, nextCursor } = page.updates;
  const all = showsAllUpdates(url);
  if (updates.length === 0 && !all) return null;
  return (
    <section aria-labelledby="updates" className="mt-8">
      <h2 id="updates" className="font-serif text-2xl font-bold">
        Updates from the family
      </h2>
      {updates.length === 0 ? (
        <p className="mt-3 text-stone-700">No more updates.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {updates.map((update) => (
            <li key={update.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <p className="text-sm text-stone-600">
                <time dateTime={update.createdAt.toISOString()}>{dayText(update.createdAt, locale)}</time>
                {' · '}
                {update.postedByName}, {posterRoleLabel(update.postedByRole)}
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-stone-800">{update.body}</p>
            </li>
          ))}
        </ol>
      )}
      {nextCursor !== null && (
        <a
          href={all ? `?updates=all&updatesBefore=${nextCursor}#updates` : '?updates=all#updates'}
          className="button-secondary mt-4 w-full"
        >
          {all ? 'Older updates' : 'See all updates'}
        </a>
      )}
    </section>
  );
}
