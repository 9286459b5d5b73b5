import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { campaignPathOf, percentOfGoal } from '../campaigns/campaign-rules';
import { getCampaignStats, walletGiftsAwaitingReview } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { formatMoney } from '../shared/currencies';
import { type Locale, messagesIn } from '../shared/locales';
import type { ContributionDependencies } from './contribution-dependencies.server';

/**
 * "Quick Campaign Stats": a short text the organizer copies into WhatsApp (spec part 2 §2, 'Statistics copied'), in
 * the language they read the page in.
 */
export async function getCampaignStatsText(
  db: Database,
  { campaignId, actor, locale }: { campaignId: number; actor: CampaignActor; locale: Locale },
  { baseUrl }: Pick<ContributionDependencies, 'baseUrl'>,
): Promise<string> {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  const [stats, [{ pending }]] = await Promise.all([
    getCampaignStats(db, campaign.id),
    db.select({ pending: walletGiftsAwaitingReview }).from(campaigns).where(eq(campaigns.id, campaign.id)),
  ]);
  const say = messagesIn(locale);
  const money = (amount: number) => formatMoney(amount, campaign.campaignCurrency, locale);
  const raised = money(stats.totalRaised);
  const goal = campaign.goal ? Number(campaign.goal) : null;
  const percent = percentOfGoal(stats.totalRaised, goal);
  const lines = [
    say(m.stats_in_memory, { name: campaign.deceasedName }),
    goal && percent !== null
      ? say(m.stats_raised_of_goal, {
          raised,
          goal: money(goal),
          percent: new Intl.NumberFormat(locale).format(percent),
        })
      : say(m.stats_raised, { raised }),
    say(m.stats_contributions, { count: stats.contributorCount }),
    say(m.stats_views, { count: stats.viewCount }),
  ];
  if (pending > 0) lines.push(say(m.stats_pending, { count: pending }));
  lines.push(`${baseUrl}${campaignPathOf(campaign)}`);
  return lines.join('\n');
}
