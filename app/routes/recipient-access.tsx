import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () => pageMeta('Recipient Access', 'Manage a campaign you were nominated to receive.');

export default function RecipientAccessRoute() {
  return <PlaceholderPage title="Recipient Access" />;
}
