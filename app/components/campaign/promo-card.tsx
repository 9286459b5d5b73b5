import { Link } from 'react-router';

/** For visitors who are not the organizer: they may be carrying a loss of their own. */
export function PromoCard() {
  return (
    <section aria-labelledby="promo-heading" className="rounded-xl bg-brand-800 p-6 text-white">
      <h2 id="promo-heading" className="font-serif text-2xl font-bold">
        Honor someone you love
      </h2>
      <p className="mt-2 text-brand-100">
        Create a memorial page in less than 3 minutes. Family and friends anywhere can give and share
        memories.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-on-brand">
          Create Memorial Campaign
        </Link>
        <Link to="/resources" className="button-outline-on-brand">
          Find grief support
        </Link>
      </div>
      <p className="mt-4 text-sm text-brand-100">
        Questions?{' '}
        <Link to="/help" className="underline">
          Visit the Help Center
        </Link>
      </p>
    </section>
  );
}
