import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Privacy Policy', 'How Pamoja collects, uses and protects your data.');

export default function PrivacyRoute() {
  return <PlaceholderPage title="Privacy Policy" />;
}
