import { lazy, Suspense } from 'react';
import { campaignEditPathOf } from '../../../domain/campaigns/campaign-rules';
import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import { ManageCard } from './manage-card';
import { PromoCard } from './promo-card';
import { ShareCard } from './share-card';

// Only organizers and admins need it: fetched on their visits, never shipped to contributors.
const OrganizerContributionsPanel = lazy(() => import('../contribution/organizer-contributions-panel'));

interface CampaignSidebarProps {
  campaign: Pick<PublicCampaign, 'id' | 'customUrl' | 'deceasedName' | 'allowSharing'>;
  shareUrl: string;
  isOrganizer: boolean;
  /** The organizer or an admin: they see every contribution, to confirm wallet gifts and export donors. */
  viewerCanManage: boolean;
}

/** Beside the memorial: sharing, then the organizer's tools (or an invitation to create a page). */
export function CampaignSidebar({ campaign, shareUrl, isOrganizer, viewerCanManage }: CampaignSidebarProps) {
  return (
    <aside className="space-y-6">
      <ShareCard url={shareUrl} deceasedName={campaign.deceasedName} allowSharing={campaign.allowSharing} />
      {isOrganizer ? <ManageCard editPath={campaignEditPathOf(campaign)} /> : <PromoCard />}
      {viewerCanManage && (
        <Suspense fallback={null}>
          <OrganizerContributionsPanel campaignId={campaign.id} />
        </Suspense>
      )}
    </aside>
  );
}
