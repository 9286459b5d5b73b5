import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Our Manifesto', 'Why Pamoja exists: no one should grieve alone.');

export default function ManifestoRoute() {
  return <PlaceholderPage title="Our Manifesto" />;
}
