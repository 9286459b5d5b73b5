import { Link } from 'react-router';
import { pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta(
    'Access Moved',
    'This old admin address no longer signs anyone in: administrators sign in at the admin sign-in page.',
  );

/** Old admin entry points only point to the real sign-in: there is no bypass (DESIGN.md). */
export default function AdminAccessRoute() {
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">Access Moved</h1>
      <p className="mt-4 text-stone-700">
        Admin access now requires signing in with an administrator account.
      </p>
      <Link to="/admin/login" className="button-primary mt-8">
        Go to Admin Sign In
      </Link>
    </section>
  );
}
