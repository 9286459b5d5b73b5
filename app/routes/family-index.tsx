import { redirect } from 'react-router';
import type { Route } from './+types/family-index';

/** /family/{id} opens on the services, the first thing a family sets up after a death. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/family/${params.campaignId}/events`);
}
