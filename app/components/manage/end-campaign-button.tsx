import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import type { ManageCardProps } from '../campaign/manage-card';
import { ConfirmStepButton } from './confirm-step-dialog';

/** End Campaign (spec part 2 §2, §4): the organizer's, asked first; gone once the campaign has ended. */
export function EndCampaignButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  const { t } = useMessages();
  if (campaign.endedAt) return null;
  return (
    <ConfirmStepButton
      campaignId={campaign.id}
      step="end"
      label={t(m.manage_end)}
      title={t(m.manage_end_title)}
      confirmLabel={t(m.manage_end_confirm)}
    >
      <p>{t(m.manage_end_stops)}</p>
      <p>{t(m.manage_end_stays)}</p>
      <p className="font-semibold">{t(m.manage_end_final)}</p>
    </ConfirmStepButton>
  );
}
