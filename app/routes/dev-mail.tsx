import { data } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import type { Route } from './+types/dev-mail';

export function loader({ context }: Route.LoaderArgs) {
  if (context.config.isProduction) throw data(null, { status: 404 });
  return null;
}

export default function DevMailRoute() {
  return <PlaceholderPage title="Development mail outbox" />;
}
