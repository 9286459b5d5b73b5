import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Password Reset', 'Your password has been changed.');

export default function PasswordResetSuccessRoute() {
  return <PlaceholderPage title="Password Reset" />;
}
