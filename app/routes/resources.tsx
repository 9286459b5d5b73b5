import { PlaceholderPage, pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta('Grief Support Resources', 'Helplines and grief support services by country.');

export default function ResourcesRoute() {
  return <PlaceholderPage title="Grief Support Resources" />;
}
