import type { ManageCardProps } from '../campaign/manage-card';
import { ConfirmStepButton } from './confirm-step-dialog';

/** End Campaign (spec part 2 §2, §4): the organizer's, asked first; gone once the campaign has ended. */
export function EndCampaignButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  if (campaign.endedAt) return null;
  return (
    <ConfirmStepButton
      campaignId={campaign.id}
      step="end"
      label="End Campaign"
      title="End this campaign?"
      confirmLabel="End campaign"
    >
      <p>Contributions stop at once: no one can give to this campaign any more.</p>
      <p>The page stays public, marked as ended, with its final total.</p>
      <p className="font-semibold">This cannot be undone.</p>
    </ConfirmStepButton>
  );
}
