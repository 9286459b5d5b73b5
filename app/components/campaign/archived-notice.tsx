import { lazy, Suspense } from 'react';
import type { CampaignRole } from '../../../domain/campaigns/permissions';

// Only an organizer looking at their archived campaign needs it.
const RestoreCampaignButton = lazy(() =>
  import('../manage/archive-campaign-button').then((module) => ({ default: module.RestoreCampaignButton })),
);

/** What an archived campaign's organizer, recipient or an admin sees above it; nobody else reaches the page. */
export function ArchivedNotice({
  campaignId,
  viewerRole,
}: {
  campaignId: number;
  viewerRole: CampaignRole | null;
}) {
  const isOrganizer = viewerRole === 'organizer';
  return (
    <section
      aria-labelledby="archived-heading"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div>
        <h2 id="archived-heading" className="font-semibold">
          Archived
        </h2>
        <p className="mt-1 text-stone-800">
          {isOrganizer
            ? 'This page is hidden from everyone but you and the recipient, and it takes no contributions.'
            : 'This page is hidden from the public by its organizer, and it takes no contributions.'}
        </p>
      </div>
      {isOrganizer && (
        <div className="mt-3 shrink-0 sm:mt-0">
          <Suspense fallback={null}>
            <RestoreCampaignButton campaignId={campaignId} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
