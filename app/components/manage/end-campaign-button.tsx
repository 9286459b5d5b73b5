import type { ManageCardProps } from '../campaign/manage-card';

// Being built this session by the lifecycle helper (issue 13); renders nothing until then.
export function EndCampaignButton(_props: { campaign: ManageCardProps['campaign'] }) {
  return null;
}
