import type { CampaignRole } from '../../../domain/campaigns/permissions';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { RestoreCampaignButton } from '../manage/archive-campaign-button';

/**
 * What an archived campaign's organizer, recipient or an admin sees above it; nobody else reaches the page, so the
 * campaign page loads it only then.
 */
export default function ArchivedNotice({
  campaignId,
  viewerRole,
}: {
  campaignId: number;
  viewerRole: CampaignRole | null;
}) {
  const { t } = useMessages();
  const isOrganizer = viewerRole === 'organizer';
  return (
    <section
      aria-labelledby="archived-heading"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div>
        <h2 id="archived-heading" className="font-semibold">
          {t(m.archived_heading)}
        </h2>
        <p className="mt-1 text-stone-800">{isOrganizer ? t(m.archived_organizer) : t(m.archived_other)}</p>
      </div>
      {isOrganizer && (
        <div className="mt-3 shrink-0 sm:mt-0">
          <RestoreCampaignButton campaignId={campaignId} />
        </div>
      )}
    </section>
  );
}
