import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { budgetLines, budgetSpending, campaigns } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { storedExponent } from '../shared/currency-conversion';
import { ConflictError, InvalidInputError, NotFoundError } from '../shared/errors';
import { parseAmount, toDecimalString } from '../shared/money';
import { attachUploads } from '../uploads/attach-uploads.server';
import { BUDGET_MESSAGES, type BudgetLineInput, type BudgetPaymentInput } from './budget-schemas';
import { plannedLineOf, spendingEntryOf } from './read-budget.server';

/** What every budget change needs beside the database: who asked from where, and the page's cache to refresh. */
export type BudgetDependencies = AuditOrigin & { campaignChanged(campaignId: number): void; now?: Date };

type FamilyInput = { campaignId: number; actor: CampaignActor };

/** numeric(12,2) holds ten digits before the point. */
const LARGEST_STORED = 1e10;
/** A payment dated more than two years back is a typing mistake, not a funeral's. */
const OLDEST_PAYMENT_DAYS = 2 * 366;

/**
 * A typed amount read exactly in the campaign's currency, in minor units: "1500.5" in UGX (no decimals) is refused
 * with a message that says so, never rounded.
 */
export function amountMinorOf(text: string, currency: string, field: string): number {
  const refuse = (message: string): never => {
    throw new InvalidInputError(message, { [field]: message });
  };
  if (text.trim() === '') refuse(BUDGET_MESSAGES.amountMissing);
  const parsed = parseAmount(text.replace(/[\s,]/g, ''), currency);
  if (!parsed.ok) {
    return refuse(
      parsed.reason === 'decimals'
        ? BUDGET_MESSAGES.amountDecimals(currency, storedExponent(currency))
        : BUDGET_MESSAGES.amountFormat,
    );
  }
  if (parsed.amountMinor <= 0) refuse(BUDGET_MESSAGES.amountZero);
  if (Number(toDecimalString(parsed.amountMinor, currency)) >= LARGEST_STORED)
    refuse(BUDGET_MESSAGES.amountTooLarge);
  return parsed.amountMinor;
}

function checkPaidOn(paidOn: string, now: Date) {
  const day = Date.parse(`${paidOn}T00:00:00Z`);
  // A day ahead of UTC is still today somewhere the family may be.
  if (day > now.getTime() + 24 * 60 * 60 * 1000)
    throw new InvalidInputError(BUDGET_MESSAGES.paidOnFuture, { paidOn: BUDGET_MESSAGES.paidOnFuture });
  if (day < now.getTime() - OLDEST_PAYMENT_DAYS * 24 * 60 * 60 * 1000)
    throw new InvalidInputError(BUDGET_MESSAGES.paidOnOld, { paidOn: BUDGET_MESSAGES.paidOnOld });
}

async function requireLine(db: Database, campaignId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(budgetLines)
    .where(and(eq(budgetLines.id, lineId), eq(budgetLines.campaignId, campaignId)))
    .limit(1);
  if (!line) throw new NotFoundError(BUDGET_MESSAGES.lineNotFound);
  return line;
}

async function requirePayment(db: Database, campaignId: number, paymentId: number) {
  const [payment] = await db
    .select()
    .from(budgetSpending)
    .where(and(eq(budgetSpending.id, paymentId), eq(budgetSpending.campaignId, campaignId)))
    .limit(1);
  if (!payment) throw new NotFoundError(BUDGET_MESSAGES.paymentNotFound);
  if (payment.deletedAt) throw new ConflictError(BUDGET_MESSAGES.paymentRemoved);
  return payment;
}

/** A line named by a payment must be this campaign's; its id is the field's error otherwise. */
async function requirePaymentLine(db: Database, campaignId: number, lineId: number) {
  try {
    return await requireLine(db, campaignId, lineId);
  } catch {
    throw new InvalidInputError(BUDGET_MESSAGES.lineNotFound, { budgetLineId: BUDGET_MESSAGES.lineNotFound });
  }
}

/**
 * One budget change and its audit row in one transaction (they stand or fall together), then the page's shared read
 * is dropped so the change shows at once. `change` returns the row changed and what the audit keeps of it.
 */
async function changeAudited<Row extends { id: number }>(
  db: Database,
  { actor, campaign }: { actor: CampaignActor; campaign: Campaign },
  dependencies: BudgetDependencies,
  audit: { action: string; entityType: 'budget_line' | 'budget_spending' | 'campaign' },
  change: (tx: Database) => Promise<{ row: Row; details: Record<string, unknown> }>,
): Promise<Row> {
  const changed = await db.transaction(async (tx) => {
    const { row, details } = await change(tx as unknown as Database);
    await recordAudit(
      tx,
      {
        ...audit,
        entityId: row.id,
        ...auditActorOf(actor, campaign),
        details: { campaignId: campaign.id, currency: campaign.campaignCurrency, ...details },
      },
      dependencies,
    );
    return row;
  });
  dependencies.campaignChanged(campaign.id);
  return changed;
}

/** The family adds a planned line to the funeral budget. */
export async function addBudgetLine(
  db: Database,
  input: FamilyInput & { line: BudgetLineInput },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const currency = campaign.campaignCurrency;
  const plannedMinor = amountMinorOf(input.line.plannedAmount, currency, 'plannedAmount');
  const line = await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_line_added', entityType: 'budget_line' },
    async (tx) => {
      const [row] = await tx
        .insert(budgetLines)
        .values({
          campaignId: campaign.id,
          category: input.line.category,
          description: input.line.description,
          plannedAmount: toDecimalString(plannedMinor, currency),
        })
        .returning();
      return { row, details: lineDetailsOf(row) };
    },
  );
  return plannedLineOf(line, currency);
}

const lineDetailsOf = (row: typeof budgetLines.$inferSelect) => ({
  category: row.category,
  description: row.description,
  planned: row.plannedAmount,
});

/** The family changes a line's category, words or planned amount. */
export async function changeBudgetLine(
  db: Database,
  input: FamilyInput & { lineId: number; line: BudgetLineInput },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const currency = campaign.campaignCurrency;
  const current = await requireLine(db, campaign.id, input.lineId);
  const plannedMinor = amountMinorOf(input.line.plannedAmount, currency, 'plannedAmount');
  const changed = await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_line_changed', entityType: 'budget_line' },
    async (tx) => {
      const [row] = await tx
        .update(budgetLines)
        .set({
          category: input.line.category,
          description: input.line.description,
          plannedAmount: toDecimalString(plannedMinor, currency),
          updatedAt: dependencies.now ?? new Date(),
        })
        .where(eq(budgetLines.id, current.id))
        .returning();
      return { row, details: { before: lineDetailsOf(current), after: lineDetailsOf(row) } };
    },
  );
  return plannedLineOf(changed, currency);
}

/**
 * The family removes a planned line. A line with a payment standing against it stays: removing it would take the
 * record of what was paid with it (the family removes the payments first, each audited). A line whose payments were
 * all removed goes with their removed rows, whose amounts and payees their own audit rows already keep.
 */
export async function removeBudgetLine(
  db: Database,
  input: FamilyInput & { lineId: number },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const line = await requireLine(db, campaign.id, input.lineId);
  await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_line_removed', entityType: 'budget_line' },
    async (tx) => {
      const standing = await tx
        .select({ id: budgetSpending.id })
        .from(budgetSpending)
        .where(and(eq(budgetSpending.budgetLineId, line.id), isNull(budgetSpending.deletedAt)))
        .limit(1);
      if (standing.length > 0) throw new ConflictError(BUDGET_MESSAGES.lineHasPayments);
      const removedPayments = await tx
        .delete(budgetSpending)
        .where(eq(budgetSpending.budgetLineId, line.id))
        .returning({ id: budgetSpending.id });
      await tx.delete(budgetLines).where(eq(budgetLines.id, line.id));
      return {
        row: line,
        details: { ...lineDetailsOf(line), removedPayments: removedPayments.map((row) => row.id) },
      };
    },
  );
}

const paymentDetailsOf = (row: typeof budgetSpending.$inferSelect) => ({
  budgetLineId: row.budgetLineId,
  amount: row.amount,
  paidOn: row.paidOn,
  paidTo: row.paidTo,
  receipt: row.receipt,
});

/** The family records what it paid, against a line, with the receipt's photo (an upload, EXIF removed). */
export async function recordBudgetPayment(
  db: Database,
  input: FamilyInput & { payment: BudgetPaymentInput },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const currency = campaign.campaignCurrency;
  const { payment } = input;
  const amountMinor = amountMinorOf(payment.amount, currency, 'amount');
  checkPaidOn(payment.paidOn, dependencies.now ?? new Date());
  const line = await requirePaymentLine(db, campaign.id, payment.budgetLineId);
  const recorded = await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_payment_recorded', entityType: 'budget_spending' },
    async (tx) => {
      const [row] = await tx
        .insert(budgetSpending)
        .values({
          campaignId: campaign.id,
          budgetLineId: line.id,
          amount: toDecimalString(amountMinor, currency),
          paidOn: payment.paidOn,
          paidTo: payment.paidTo,
          receipt: payment.receipt,
        })
        .returning();
      await attachUploads(tx, [payment.receipt]);
      return { row, details: paymentDetailsOf(row) };
    },
  );
  return spendingEntryOf(recorded, currency);
}

/**
 * The family corrects a payment. It is marked edited (the page says so) and the audit keeps what it was. A receipt
 * left out keeps the one already there; the family replaces it by sending another.
 */
export async function editBudgetPayment(
  db: Database,
  input: FamilyInput & { paymentId: number; payment: BudgetPaymentInput },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const currency = campaign.campaignCurrency;
  const current = await requirePayment(db, campaign.id, input.paymentId);
  const { payment } = input;
  const amountMinor = amountMinorOf(payment.amount, currency, 'amount');
  const now = dependencies.now ?? new Date();
  checkPaidOn(payment.paidOn, now);
  const line = await requirePaymentLine(db, campaign.id, payment.budgetLineId);
  const edited = await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_payment_edited', entityType: 'budget_spending' },
    async (tx) => {
      const [row] = await tx
        .update(budgetSpending)
        .set({
          budgetLineId: line.id,
          amount: toDecimalString(amountMinor, currency),
          paidOn: payment.paidOn,
          paidTo: payment.paidTo,
          receipt: payment.receipt ?? current.receipt,
          editedAt: now,
        })
        .where(eq(budgetSpending.id, current.id))
        .returning();
      await attachUploads(tx, [row.receipt]);
      return { row, details: { before: paymentDetailsOf(current), after: paymentDetailsOf(row) } };
    },
  );
  return spendingEntryOf(edited, currency);
}

/** The family removes a payment: it stops counting and stays listed as removed, never deleted. */
export async function removeBudgetPayment(
  db: Database,
  input: FamilyInput & { paymentId: number },
  dependencies: BudgetDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const current = await requirePayment(db, campaign.id, input.paymentId);
  const removed = await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: 'budget_payment_removed', entityType: 'budget_spending' },
    async (tx) => {
      const [row] = await tx
        .update(budgetSpending)
        .set({ deletedAt: dependencies.now ?? new Date() })
        .where(eq(budgetSpending.id, current.id))
        .returning();
      return { row, details: paymentDetailsOf(row) };
    },
  );
  return spendingEntryOf(removed, campaign.campaignCurrency);
}

/** The family shows its budget on the page, or keeps it to itself (the default). */
export async function setBudgetVisibility(
  db: Database,
  input: FamilyInput & { budgetPublic: boolean },
  dependencies: BudgetDependencies,
): Promise<{ budgetPublic: boolean }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  await changeAudited(
    db,
    { actor: input.actor, campaign },
    dependencies,
    { action: input.budgetPublic ? 'budget_made_public' : 'budget_made_private', entityType: 'campaign' },
    async (tx) => {
      await tx
        .update(campaigns)
        .set({ budgetPublic: input.budgetPublic })
        .where(eq(campaigns.id, campaign.id));
      return { row: campaign, details: { before: campaign.budgetPublic } };
    },
  );
  return { budgetPublic: input.budgetPublic };
}
