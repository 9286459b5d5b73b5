import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Terms of Service', 'The terms for using Pamoja.');

export default function TermsRoute() {
  return <PlaceholderPage title="Terms of Service" />;
}
