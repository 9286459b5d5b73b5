import { parseAmount } from '../shared/money';
import type { Budget } from './read-budget.server';

/** Planned, raised and spent, in minor units of the campaign's currency, and each as a share of the largest. */
export interface BudgetOverview {
  plannedMinor: number;
  raisedMinor: number;
  spentMinor: number;
  /** Whole percents of the largest of the three (0–100), for a bar's width: the figures say the amounts. */
  widths: { planned: number; raised: number; spent: number };
}

/**
 * The funeral budget at a glance. "Raised" is the campaign's online total exactly as the page shows it
 * (`stats.totalRaised`, kept totals converted once, domain/campaigns/get-campaign-stats.server.ts): never summed
 * a second way here.
 */
export function budgetOverviewOf(budget: Budget, totalRaised: number): BudgetOverview {
  const raised = parseAmount(totalRaised.toFixed(6).replace(/\.?0+$/, ''), budget.currency);
  const raisedMinor = raised.ok ? raised.amountMinor : 0;
  const { plannedMinor, spentMinor } = budget;
  const largest = Math.max(plannedMinor, raisedMinor, spentMinor);
  const width = (amount: number) => (largest === 0 ? 0 : Math.round((amount / largest) * 100));
  return {
    plannedMinor,
    raisedMinor,
    spentMinor,
    widths: { planned: width(plannedMinor), raised: width(raisedMinor), spent: width(spentMinor) },
  };
}
