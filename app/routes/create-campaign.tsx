import { Suspense } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { m } from '../../paraglide/messages';
import { LazyCreationDialog } from '../components/create-campaign/lazy-creation-dialog';
import type { CreationDialogOpener } from '../components/home/create-campaign-link';
import { HomeContent } from '../components/home/home-content';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/create-campaign';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.create_meta_title), messageIn(locale, m.create_meta_description));
};

/** The home page with the creation dialog open over it (the dialog is not a page of its own). */
export default function CreateCampaignRoute() {
  const hydrated = useHydrated();
  const { t } = useMessages();
  const navigate = useNavigate();
  const { opener } = (useLocation().state ?? {}) as CreationDialogOpener;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <HomeContent />
      <noscript>
        <p className="page-container pb-8 text-center">{t(m.create_needs_javascript)}</p>
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
