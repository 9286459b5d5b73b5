import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Help Center', 'Answers to common questions about Pamoja.');

export default function HelpRoute() {
  return <PlaceholderPage title="Help Center" />;
}
