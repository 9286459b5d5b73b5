import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { site } from '../../config/site';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { MANIFESTO } from '../../domain/content/legal-texts';
import { InfoPage } from '../components/content/info-page';
import { pageMeta } from '../components/placeholder-page';
import { readRecentCampaign } from '../lib/last-campaign';
import type { LastCampaign } from '../lib/remember-last-campaign';
import type { loader as rootLoader } from '../root';

export const meta = () =>
  pageMeta(
    'Our Manifesto',
    `What ${site.name} stands for: no one mourns alone, money goes to a trusted recipient, every fee in the open.`,
  );

export default function ManifestoRoute() {
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(rootData?.signedIn);
  const [lastCampaign, setLastCampaign] = useState<LastCampaign | null>(null);
  useEffect(() => setLastCampaign(signedIn ? readRecentCampaign() : null), [signedIn]);

  return (
    <InfoPage
      title="Our Manifesto"
      lead={site.tagline}
      sections={MANIFESTO}
      before={
        lastCampaign && (
          <Link to={campaignPathOf(lastCampaign)} className="button-secondary mb-6">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to {lastCampaign.deceasedName}'s campaign
          </Link>
        )
      }
    >
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-primary">
          Create Memorial Campaign
        </Link>
        <Link to="/story" className="button-secondary">
          Read our story
        </Link>
      </div>
    </InfoPage>
  );
}
