import type { ManageCardProps } from '../campaign/manage-card';

// Being built this session by the payouts helper (issue 13); renders nothing until then.
export function RequestPayoutButton(_props: { campaign: ManageCardProps['campaign'] }) {
  return null;
}
