import type { ManageCardProps } from '../campaign/manage-card';

// Being built this session by me (recipient access) (issue 13); renders nothing until then.
export function ShareWithRecipientButton(_props: { campaign: ManageCardProps['campaign'] }) {
  return null;
}
