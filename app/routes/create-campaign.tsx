import { Suspense } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { LazyCreationDialog } from '../components/create-campaign/lazy-creation-dialog';
import type { CreationDialogOpener } from '../components/home/create-campaign-link';
import { HomeContent } from '../components/home/home-content';
import { pageMeta } from '../components/placeholder-page';
import { useHydrated } from '../lib/use-hydrated';
import type { loader as rootLoader } from '../root';

export const meta = () =>
  pageMeta('Create a Memorial Campaign', 'Create a memorial fundraising page in under 3 minutes.');

/** The home page with the creation dialog open over it (the dialog is not a page of its own). */
export default function CreateCampaignRoute() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { opener } = (useLocation().state ?? {}) as CreationDialogOpener;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <HomeContent />
      <noscript>
        <p className="page-container pb-8 text-center">Creating a campaign needs JavaScript turned on.</p>
      </noscript>
      {hydrated && (
        <Suspense fallback={null}>
          <LazyCreationDialog
            isSignedIn={Boolean(root?.signedIn)}
            onClose={() => navigate('/', { state: { returnFocusTo: opener } })}
          />
        </Suspense>
      )}
    </>
  );
}
