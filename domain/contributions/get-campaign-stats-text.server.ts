import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { campaignPathOf, percentOfGoal } from '../campaigns/campaign-rules';
import { getCampaignStats, walletGiftsAwaitingReview } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { formatMoney } from '../shared/currencies';
import type { ContributionDependencies } from './contribution-dependencies.server';

/** "Quick Campaign Stats": a short text the organizer copies into WhatsApp (spec part 2 §2, 'Statistics copied'). */
export async function getCampaignStatsText(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
  { baseUrl }: Pick<ContributionDependencies, 'baseUrl'>,
): Promise<string> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  const [stats, [{ pending }]] = await Promise.all([
    getCampaignStats(db, campaign.id),
    db.select({ pending: walletGiftsAwaitingReview }).from(campaigns).where(eq(campaigns.id, campaign.id)),
  ]);
  const raised = formatMoney(stats.totalRaised, campaign.campaignCurrency);
  const goal = campaign.goal ? Number(campaign.goal) : null;
  const lines = [
    `In memory of ${campaign.deceasedName}`,
    goal
      ? `Raised: ${raised} of ${formatMoney(goal, campaign.campaignCurrency)} (${percentOfGoal(stats.totalRaised, goal)}%)`
      : `Raised: ${raised}`,
    `Contributions: ${stats.contributorCount}`,
    `Page views: ${stats.viewCount}`,
  ];
  if (pending > 0) lines.push(`Mobile wallet contributions awaiting confirmation: ${pending}`);
  lines.push(`${baseUrl}${campaignPathOf(campaign)}`);
  return lines.join('\n');
}
