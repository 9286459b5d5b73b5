import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { budgetLines, budgetSpending } from '../../db/schema';
import { fromDecimalString } from '../shared/money';
import type { BudgetCategory } from './budget-categories';

export interface BudgetLine {
  id: number;
  category: BudgetCategory;
  description: string | null;
  plannedMinor: number;
  /** What the payments recorded against this line add up to (removed ones excluded). */
  spentMinor: number;
}

export interface SpendingEntry {
  id: number;
  budgetLineId: number;
  amountMinor: number;
  /** ISO date, YYYY-MM-DD. */
  paidOn: string;
  paidTo: string;
  receipt: string | null;
  editedAt: Date | null;
  /** A removed payment stays listed as removed: the family's record is never silently rewritten. */
  deletedAt: Date | null;
}

/** A campaign's funeral budget, all in the campaign's currency: the one reading the page, the family and the statement share. */
export interface Budget {
  currency: string;
  lines: BudgetLine[];
  /** Newest payment first, removed ones included (marked). */
  spending: SpendingEntry[];
  plannedMinor: number;
  spentMinor: number;
}

export async function readBudget(
  db: Database,
  campaign: { id: number; campaignCurrency: string },
): Promise<Budget> {
  const currency = campaign.campaignCurrency;
  const [lineRows, spendingRows, spentRows] = await Promise.all([
    db.select().from(budgetLines).where(eq(budgetLines.campaignId, campaign.id)).orderBy(asc(budgetLines.id)),
    db
      .select()
      .from(budgetSpending)
      .where(eq(budgetSpending.campaignId, campaign.id))
      .orderBy(desc(budgetSpending.paidOn), desc(budgetSpending.id)),
    db
      .select({
        budgetLineId: budgetSpending.budgetLineId,
        spent: sql<string>`sum(${budgetSpending.amount})`,
      })
      .from(budgetSpending)
      .where(and(eq(budgetSpending.campaignId, campaign.id), isNull(budgetSpending.deletedAt)))
      .groupBy(budgetSpending.budgetLineId),
  ]);
  const spentByLine = new Map(
    spentRows.map((row) => [row.budgetLineId, fromDecimalString(row.spent, currency)]),
  );
  const lines = lineRows.map((row) => ({
    ...plannedLineOf(row, currency),
    spentMinor: spentByLine.get(row.id) ?? 0,
  }));
  return {
    currency,
    lines,
    spending: spendingRows.map((row) => spendingEntryOf(row, currency)),
    plannedMinor: lines.reduce((sum, line) => sum + line.plannedMinor, 0),
    spentMinor: lines.reduce((sum, line) => sum + line.spentMinor, 0),
  };
}

/** A stored line in minor units, without what was spent against it. */
export function plannedLineOf(
  row: typeof budgetLines.$inferSelect,
  currency: string,
): Omit<BudgetLine, 'spentMinor'> {
  return {
    id: row.id,
    category: row.category as BudgetCategory,
    description: row.description,
    plannedMinor: fromDecimalString(row.plannedAmount, currency),
  };
}

/** A stored payment in minor units. */
export function spendingEntryOf(row: typeof budgetSpending.$inferSelect, currency: string): SpendingEntry {
  return {
    id: row.id,
    budgetLineId: row.budgetLineId,
    amountMinor: fromDecimalString(row.amount, currency),
    paidOn: row.paidOn,
    paidTo: row.paidTo,
    receipt: row.receipt,
    editedAt: row.editedAt,
    deletedAt: row.deletedAt,
  };
}
