import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('My Campaigns', 'The memorial campaigns you organise.');

export default function DashboardRoute() {
  return <PlaceholderPage title="My Campaigns" />;
}
