import { lazy, Suspense } from 'react';
import { campaignEditPathOf } from '../../../domain/campaigns/campaign-rules';
import type { CampaignRole } from '../../../domain/campaigns/permissions';
import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';
import type { ManageCardProps } from './manage-card';
import { PromoCard } from './promo-card';
import { ReportPageLink } from './report-page-link';
import { ShareCard } from './share-card';

// Only organizers and admins need it: fetched on their visits, never shipped to contributors.
const OrganizerContributionsPanel = lazy(() => import('../contribution/organizer-contributions-panel'));
const ManageCard = lazy(() => import('./manage-card'));

interface CampaignSidebarProps {
  campaign: Pick<PublicCampaign, 'allowSharing'> & ManageCardProps['campaign'];
  shareUrl: string;
  /** The campaign's share text, in its own language (decision 030). */
  shareMessage: string;
  /** The next service's line when it is near (issue 16), added to the share text. */
  nearEvent: string | null;
  /** This viewer's own part of the page (null on a page without one). */
  viewer: {
    /** What the viewer is to this campaign: organizer, recipient (their session) or admin; null for everyone else. */
    role: CampaignRole | null;
    /** The signed-in viewer organizes other campaigns: the manage card lists them. */
    otherCampaigns: boolean;
  } | null;
}

/** Beside the memorial: sharing, then the organizer's tools (or an invitation to create a page), and the report link. */
export function CampaignSidebar({
  campaign,
  shareUrl,
  shareMessage,
  nearEvent,
  viewer,
}: CampaignSidebarProps) {
  const words = usePageWords<CampaignWords>();
  return (
    <aside className="space-y-6">
      <ShareCard
        url={shareUrl}
        shareMessage={shareMessage}
        nearEvent={nearEvent}
        allowSharing={campaign.allowSharing}
        words={words.share}
      />
      <ViewerTools campaign={campaign} viewer={viewer} />
      <ReportPageLink campaignId={campaign.id} />
    </aside>
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
