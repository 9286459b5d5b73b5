import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Admin Dashboard', 'Pamoja administration.');

export default function AdminDashboardRoute() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
