import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Check Your Email', 'A password reset link is on its way.');

export default function PasswordResetSentRoute() {
  return <PlaceholderPage title="Check Your Email" />;
}
