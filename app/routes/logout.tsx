import { redirect } from 'react-router';
import type { Route } from './+types/logout';

export async function action({ context }: Route.ActionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': await context.session.signOut() } });
}

export function loader() {
  return redirect('/');
}
