import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Admin Sign In', 'Sign in to the Pamoja admin dashboard.');

export default function AdminLoginRoute() {
  return <PlaceholderPage title="Admin Sign In" />;
}
