import { useState } from 'react';
import type { TributesPage } from '../../../domain/campaigns/list-campaign-tributes.server';
import type { ShownTribute } from '../../lib/campaign-display';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { fill } from '../../lib/fill-template';
import { usePageWords } from '../../lib/page-words';
import { toast } from '../../lib/toast';
import { TributePhotos } from './tribute-photos';

interface TributesListProps {
  campaignId: number;
  initial: { tributes: ShownTribute[]; nextCursor: string | null };
  locale: string;
  /** The family chose at creation not to show givers' names. */
  namesHidden: boolean;
}

function TributeItem({ tribute, campaignId }: { tribute: ShownTribute; campaignId: number }) {
  const words = usePageWords<CampaignWords>();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5">
      <p className="font-semibold">
        {tribute.name}
        {tribute.relationship && (
          <span className="font-normal text-stone-600"> · {tribute.relationship}</span>
        )}
      </p>
      {tribute.message && <p className="mt-2 whitespace-pre-line text-stone-800">{tribute.message}</p>}
      <TributePhotos photos={tribute.photos} alt={fill(words.sharedByOf, { name: tribute.name })} />
      <p className="mt-2 text-sm text-stone-600">
        {tribute.kind === 'gift' ? (tribute.amountText ?? words.privateAmount) : words.guestbook} ·{' '}
        <time dateTime={tribute.createdAt}>{tribute.dateText}</time>
        {tribute.message && (
          <>
            {' · '}
            <a
              href={`/report-message/${campaignId}?${tribute.kind}=${tribute.id}`}
              className="underline"
              rel="nofollow"
              aria-label={fill(words.reportLabelOf, { name: tribute.name })}
            >
              {words.report}
            </a>
          </>
        )}
      </p>
    </li>
  );
}

/** Confirmed contributions with their memories and guestbook messages, newest first, ten at a time. */
export function TributesList({ campaignId, initial, locale, namesHidden }: TributesListProps) {
  const words = usePageWords<CampaignWords>();
  const [tributes, setTributes] = useState(initial.tributes);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  // Fresh loader data (e.g. the organizer just confirmed a gift) starts the list again from its first page.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setTributes(initial.tributes);
    setCursor(initial.nextCursor);
  }

  const showMore = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    try {
      // Only readers who ask for more need the client and the formatting code: the page's first script stays small.
      const [page, { showTribute }] = await Promise.all([
        import('../../lib/api-request').then(({ requestJson }) =>
          requestJson<TributesPage>(
            'GET',
            `/api/campaigns/${campaignId}/tributes?before=${encodeURIComponent(cursor)}`,
          ),
        ),
        import('../../lib/campaign-display'),
      ]);
      setTributes((current) => [...current, ...page.tributes.map((tribute) => showTribute(tribute, locale))]);
      setCursor(page.nextCursor);
    } catch {
      toast({
        title: words.error,
        description: words.moreFailed,
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="tributes-heading">
      <h2 id="tributes-heading" className="font-serif text-2xl font-bold">
        {words.tributesHeading}
      </h2>
      {namesHidden && (
        <p className="mt-2 text-sm text-stone-600" data-testid="names-hidden-note">
          {words.namesHidden}
        </p>
      )}
      {tributes.length === 0 ? (
        <p className="mt-3 text-stone-700">{words.noTributes}</p>
      ) : (
        <ul className="mt-4 space-y-4" aria-live="polite">
          {tributes.map((tribute) => (
            <TributeItem key={`${tribute.kind}-${tribute.id}`} tribute={tribute} campaignId={campaignId} />
          ))}
        </ul>
      )}
      {cursor && (
        // A link, so it works before the page's script has arrived and without it; with it, the list grows in place.
        <a
          href={`?before=${encodeURIComponent(cursor)}#tributes-heading`}
          className="button-secondary mt-4 w-full"
          onClick={(event) => {
            event.preventDefault();
            void showMore();
          }}
        >
          {loading ? words.loading : words.showMore}
        </a>
      )}
    </section>
  );
}
