import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Forgot Password', 'Request a link to reset your Pamoja password.');

export default function ForgotPasswordRoute() {
  return <PlaceholderPage title="Forgot Password" />;
}
