import { Link } from 'react-router';

/** What a gift door (/give/{id}, /mobile-wallet/{id}) shows for a campaign the public cannot see. */
export function GiftDoorNotFound() {
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">Campaign Not Found</h1>
      <p className="mt-4 text-stone-700">The campaign you're looking for doesn't exist or has been removed</p>
      <Link to="/" className="button-primary mt-8">
        Go Home
      </Link>
    </section>
  );
}
