import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Verify Email', 'Confirm your e-mail address.');

export default function VerifyEmailRoute() {
  return <PlaceholderPage title="Verify Email" />;
}
