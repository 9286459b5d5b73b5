import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page-container py-20 text-center">
      <title>Page Not Found | Pamoja</title>
      <p className="font-serif text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 font-serif text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-stone-700">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="button-primary">
          Go to Homepage
        </Link>
        <Link to="/help" className="button-secondary">
          Visit Help Center
        </Link>
      </div>
    </section>
  );
}
