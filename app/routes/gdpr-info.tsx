import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta(
    'Your Data Rights',
    'What data Pamoja keeps, why, for how long, and how to ask for a copy or deletion.',
  );

export default function GdprInfoRoute() {
  return <PlaceholderPage title="Your Data Rights" />;
}
