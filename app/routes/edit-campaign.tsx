import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Edit Campaign', 'Edit your memorial campaign.');

export default function EditCampaignRoute() {
  return <PlaceholderPage title="Edit Campaign" />;
}
