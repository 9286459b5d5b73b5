import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { campaignEditPathOf } from '../../../domain/campaigns/campaign-rules';
import type { CampaignRole } from '../../../domain/campaigns/permissions';
import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import { ViewerPart } from '../../lib/viewer-part';
import type { ManageCardProps } from './manage-card';
import { PromoCard } from './promo-card';
import { ShareCard } from './share-card';

// Only organizers and admins need it: fetched on their visits, never shipped to contributors.
const OrganizerContributionsPanel = lazy(() => import('../contribution/organizer-contributions-panel'));
const ManageCard = lazy(() => import('./manage-card'));

interface CampaignSidebarProps {
  campaign: Pick<PublicCampaign, 'allowSharing'> & ManageCardProps['campaign'];
  shareUrl: string;
  /** The next service's line when it is near (issue 16), added to the share text. */
  nearEvent: string | null;
  /** This viewer's own part of the page, read only inside a ViewerPart (null in a signed-in page's shared rendering). */
  viewer: {
    /** What the viewer is to this campaign: organizer, recipient (their session) or admin; null for everyone else. */
    role: CampaignRole | null;
    /** The signed-in viewer organizes other campaigns: the manage card lists them. */
    otherCampaigns: boolean;
  } | null;
}

/** Beside the memorial: sharing, then the organizer's tools (or an invitation to create a page). */
export function CampaignSidebar({ campaign, shareUrl, nearEvent, viewer }: CampaignSidebarProps) {
  return (
    <aside className="space-y-6">
      <ShareCard
        url={shareUrl}
        deceasedName={campaign.deceasedName}
        nearEvent={nearEvent}
        allowSharing={campaign.allowSharing}
      />
      {/* Only a prelude made on the server ever shows it: the browser's bundle leaves it out. */}
      <ViewerPart
        fallback={import.meta.env.SSR ? <ToolsWithoutScript editPath={campaignEditPathOf(campaign)} /> : null}
      >
        <ViewerTools campaign={campaign} viewer={viewer} />
      </ViewerPart>
    </aside>
  );
}

/**
 * A signed-in view's tools arrive after the page's shared part and are put in place by a script (decision 019):
 * a browser that runs none shows this instead, to everyone signed in, with the ways in that work without one.
 */
function ToolsWithoutScript({ editPath }: { editPath: string }) {
  return (
    <noscript>
      <section
        aria-labelledby="tools-without-script-heading"
        className="rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="tools-without-script-heading" className="font-semibold">
          Organizing this campaign?
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Its tools on this page need JavaScript. These work without it:
        </p>
        <div className="mt-4 grid gap-3">
          <Link to={editPath} className="button-primary w-full">
            Edit Campaign
          </Link>
          <Link to="/dashboard" className="button-secondary w-full">
            My Campaigns
          </Link>
        </div>
      </section>
    </noscript>
  );
}

/** The organizer's, recipient's or admin's tools, or for anyone else an invitation to create a page. */
function ViewerTools({ campaign, viewer }: Pick<CampaignSidebarProps, 'campaign' | 'viewer'>) {
  const role = viewer?.role ?? null;
  return (
    <>
      {role === 'organizer' || role === 'recipient' ? (
        <Suspense fallback={null}>
          <ManageCard
            campaign={campaign}
            editPath={campaignEditPathOf(campaign)}
            role={role}
            otherCampaigns={viewer?.otherCampaigns ?? false}
          />
        </Suspense>
      ) : (
        <PromoCard />
      )}
      {role !== null && (
        <Suspense fallback={null}>
          <OrganizerContributionsPanel campaignId={campaign.id} withDonorList={role === 'admin'} />
        </Suspense>
      )}
    </>
  );
}
