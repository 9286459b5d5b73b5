import type { Database } from '../../db/client.server';
import { getCampaignStats } from '../campaigns/get-campaign-stats.server';
import type { CampaignActor } from '../campaigns/permissions';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { type BudgetOverview, budgetOverviewOf } from './budget-overview';
import { type Budget, readBudget } from './read-budget.server';

export interface FamilyBudget {
  campaignId: number;
  budgetPublic: boolean;
  budget: Budget;
  overview: BudgetOverview;
}

/** The family's own view of its budget (organizer or recipient session): every line and payment, removed ones too. */
export async function readFamilyBudget(
  db: Database,
  input: { campaignId: number; actor: CampaignActor },
): Promise<FamilyBudget> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const [budget, stats] = await Promise.all([readBudget(db, campaign), getCampaignStats(db, campaign.id)]);
  return {
    campaignId: campaign.id,
    budgetPublic: campaign.budgetPublic,
    budget,
    overview: budgetOverviewOf(budget, stats.totalRaised),
  };
}
