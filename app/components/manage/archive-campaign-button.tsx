import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import type { ManageCardProps } from '../campaign/manage-card';
import { ConfirmStepButton } from './confirm-step-dialog';
import { useLifecycleStep } from './use-lifecycle-step';

/** Archive Campaign (spec part 2 §2, §4), asked first; an archived campaign offers Restore in its place. */
export function ArchiveCampaignButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  const { t } = useMessages();
  if (campaign.isArchived) return <RestoreCampaignButton campaignId={campaign.id} />;
  return (
    <ConfirmStepButton
      campaignId={campaign.id}
      step="archive"
      label={t(m.manage_archive)}
      title={t(m.manage_archive_title)}
      confirmLabel={t(m.manage_archive_confirm)}
    >
      <p>{t(m.manage_archive_hidden)}</p>
      <p>{t(m.manage_archive_stops)}</p>
      <p>{t(m.manage_archive_restore_later)}</p>
    </ConfirmStepButton>
  );
}

/** Restore: nothing is lost by it, so it needs no confirmation. */
export function RestoreCampaignButton({ campaignId }: { campaignId: number }) {
  const { t } = useMessages();
  const { run, busy } = useLifecycleStep(campaignId, 'restore');
  return (
    <button type="button" className="button-secondary w-full" onClick={run} disabled={busy}>
      {busy ? t(m.manage_restoring) : t(m.manage_restore)}
    </button>
  );
}
