import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
