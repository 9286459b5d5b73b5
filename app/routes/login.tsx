import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Sign In', 'Sign in to manage your memorial campaigns.');

export default function LoginRoute() {
  return <PlaceholderPage title="Sign In" />;
}
