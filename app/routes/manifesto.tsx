import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { site } from '../../config/site';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { manifestoIn } from '../../domain/content/info-texts';
import { m } from '../../paraglide/messages';
import { InfoPage } from '../components/content/info-page';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readRecentCampaign } from '../lib/last-campaign';
import type { LastCampaign } from '../lib/remember-last-campaign';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/manifesto';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(
    messageIn(locale, m.manifesto_title),
    messageIn(locale, m.manifesto_meta_description, { site: site.name }),
  );
};

/** The manifesto in the reader's language only. */
export function loader({ context }: Route.LoaderArgs) {
  return { sections: manifestoIn(context.locale) };
}

export default function ManifestoRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(rootData?.signedIn);
  const [lastCampaign, setLastCampaign] = useState<LastCampaign | null>(null);
  useEffect(() => setLastCampaign(signedIn ? readRecentCampaign() : null), [signedIn]);

  return (
    <InfoPage
      title={t(m.manifesto_title)}
      lead={t(m.site_tagline)}
      sections={loaderData.sections}
      before={
        lastCampaign && (
          <Link to={campaignPathOf(lastCampaign)} className="button-secondary mb-6">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t(m.manifesto_back_to_campaign, { name: lastCampaign.deceasedName })}
          </Link>
        )
      }
    >
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-primary">
          {t(m.info_create_campaign)}
        </Link>
        <Link to="/story" className="button-secondary">
          {t(m.manifesto_read_story)}
        </Link>
      </div>
    </InfoPage>
  );
}
