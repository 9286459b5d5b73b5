import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Our Story', 'The story behind Pamoja.');

export default function StoryRoute() {
  return <PlaceholderPage title="Our Story" />;
}
