import { Link, useNavigate } from 'react-router';

/** What /campaign/… shows when no visible campaign has that address. */
export function CampaignNotFound() {
  const navigate = useNavigate();
  return (
    <section className="page-container py-20 text-center">
      <title>Campaign Not Found | Pamoja</title>
      <h1 className="font-serif text-3xl font-bold">Campaign Not Found</h1>
      <p className="mt-4 text-stone-700">The campaign you're looking for doesn't exist or has been removed</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="button-primary"
          onClick={(event) => {
            // Back to wherever the visitor came from, when there is such a place.
            if (window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
        >
          Go Back
        </Link>
        <Link to="/" className="button-secondary">
          Go to Homepage
        </Link>
        <Link to="/help" className="button-secondary">
          Visit Help Center
        </Link>
      </div>
    </section>
  );
}
