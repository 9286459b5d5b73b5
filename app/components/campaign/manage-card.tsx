import { Link } from 'react-router';
import type { CampaignRole } from '../../../domain/campaigns/permissions';
import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { ArchiveCampaignButton } from '../manage/archive-campaign-button';
import { DonorListOptions } from '../manage/donor-list-options';
import { EndCampaignButton } from '../manage/end-campaign-button';
import { OtherCampaignsMenu } from '../manage/other-campaigns-menu';
import { RequestPayoutButton } from '../manage/request-payout-button';
import { ShareWithRecipientButton } from '../manage/share-with-recipient-button';

export interface ManageCardProps {
  campaign: Pick<
    PublicCampaign,
    'id' | 'customUrl' | 'deceasedName' | 'payoutStatus' | 'endedAt' | 'isArchived'
  >;
  editPath: string;
  /** The organizer, or the recipient in their session; share, end and archive are the organizer's alone. */
  role: Exclude<CampaignRole, 'admin'>;
  /** The signed-in viewer organizes other campaigns: the Other Campaigns menu lists them. */
  otherCampaigns: boolean;
}

/**
 * The manage card (spec part 2 §2): every option, each in its own module under app/components/manage/. Loaded
 * only for the organizer and the recipient: contributors never download it.
 */
export default function ManageCard({ campaign, editPath, role, otherCampaigns }: ManageCardProps) {
  const { t } = useMessages();
  const isOrganizer = role === 'organizer';
  return (
    <section aria-labelledby="manage-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="manage-heading" className="font-semibold">
        {isOrganizer ? t(m.manage_heading_organizer) : t(m.manage_heading_recipient)}
      </h2>
      <div className="mt-4 grid gap-3">
        <Link to={editPath} className="button-primary w-full">
          {t(m.edit_title)}
        </Link>
        {isOrganizer && <ShareWithRecipientButton campaign={campaign} />}
        <RequestPayoutButton campaign={campaign} />
        <DonorListOptions campaignId={campaign.id} />
        {isOrganizer && <EndCampaignButton campaign={campaign} />}
        {isOrganizer && <ArchiveCampaignButton campaign={campaign} />}
        {otherCampaigns && <OtherCampaignsMenu currentCampaignId={campaign.id} />}
      </div>
    </section>
  );
}
