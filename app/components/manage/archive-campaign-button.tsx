import type { ManageCardProps } from '../campaign/manage-card';
import { ConfirmStepButton } from './confirm-step-dialog';
import { useLifecycleStep } from './use-lifecycle-step';

/** Archive Campaign (spec part 2 §2, §4), asked first; an archived campaign offers Restore in its place. */
export function ArchiveCampaignButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  if (campaign.isArchived) return <RestoreCampaignButton campaignId={campaign.id} />;
  return (
    <ConfirmStepButton
      campaignId={campaign.id}
      step="archive"
      label="Archive Campaign"
      title="Archive this campaign?"
      confirmLabel="Archive campaign"
    >
      <p>The page is hidden from everyone but you and the recipient.</p>
      <p>Contributions stop while it is archived.</p>
      <p>You can restore it at any time.</p>
    </ConfirmStepButton>
  );
}

/** Restore: nothing is lost by it, so it needs no confirmation. */
export function RestoreCampaignButton({ campaignId }: { campaignId: number }) {
  const { run, busy } = useLifecycleStep(campaignId, 'restore');
  return (
    <button type="button" className="button-secondary w-full" onClick={run} disabled={busy}>
      {busy ? 'Restoring…' : 'Restore Campaign'}
    </button>
  );
}
