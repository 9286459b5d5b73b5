import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta('Create a Memorial Campaign', 'Create a memorial fundraising page in under 3 minutes.');

export default function CreateCampaignRoute() {
  return <PlaceholderPage title="Create a Memorial Campaign" />;
}
