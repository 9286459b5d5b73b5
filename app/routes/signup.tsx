import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Create Account', 'Create a Pamoja account to start a memorial campaign.');

export default function SignupRoute() {
  return <PlaceholderPage title="Create Account" />;
}
