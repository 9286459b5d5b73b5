import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

/** What /campaign/… shows when no visible campaign has that address. */
export function CampaignNotFound() {
  const navigate = useNavigate();
  // "Go Back" only where there is somewhere to go back to: without script, or on a first page, it would be a second
  // way home.
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => setCanGoBack(window.history.length > 1), []);
  return (
    <section className="page-container py-20 text-center">
      <title>Campaign Not Found | Pamoja</title>
      <h1 className="font-serif text-3xl font-bold">Campaign Not Found</h1>
      <p className="mt-4 text-stone-700">The campaign you're looking for doesn't exist or has been removed</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {canGoBack ? (
          <button type="button" className="button-primary" onClick={() => navigate(-1)}>
            Go Back
          </button>
        ) : null}
        <Link to="/" className={canGoBack ? 'button-secondary' : 'button-primary'}>
          Go to Homepage
        </Link>
        <Link to="/help" className="button-secondary">
          Visit Help Center
        </Link>
      </div>
    </section>
  );
}
