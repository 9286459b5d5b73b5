import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Reset Password', 'Choose a new password for your Pamoja account.');

export default function ResetPasswordRoute() {
  return <PlaceholderPage title="Reset Password" />;
}
