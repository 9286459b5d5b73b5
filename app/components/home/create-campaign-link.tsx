import { Link } from 'react-router';
import { loadCreationDialog } from '../create-campaign/lazy-creation-dialog';

/** "Create Memorial Campaign": opens the creation dialog at /create-campaign, fetching its code on intent. */
export function CreateCampaignLink({ className }: { className: string }) {
  const preload = () => void loadCreationDialog();
  return (
    <Link
      to="/create-campaign"
      prefetch="intent"
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      Create Memorial Campaign
    </Link>
  );
}
