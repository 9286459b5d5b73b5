import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { getCampaign } from '../campaigns/get-campaign.server';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { cardFeesAfterReversal, feesAsDecimalStrings } from '../payments/fees';
import { recordAudit } from '../shared/audit.server';
import { fromDecimalString, providerScale, toDecimalString } from '../shared/money';
import type { ContributionNotices } from './contribution-dependencies.server';
import type { Contribution } from './record-card-payment.server';

/** What a refund or dispute report changes on a contribution, and how it is told. */
export interface CardReversalChange {
  set: Partial<
    Pick<
      Contribution,
      | 'refundedAmount'
      | 'refundFailedAt'
      | 'disputeStatus'
      | 'disputeUpdatedAt'
      | 'disputedAmount'
      | 'stripeFee'
    >
  >;
  /** The audit log's action, e.g. contribution.refund. */
  action: string;
  details: Record<string, unknown>;
  /** An e-mail about it, queued in the same transaction. */
  notify?(tx: Database, campaign: Campaign, updated: Contribution): Promise<void>;
}

export type CardReversalOutcome = 'applied' | 'unmatched';

/** A report about the payment of `paymentIntentId`, amounts in the processor's units of `currency`. */
export interface CardReversalReport {
  paymentIntentId: string;
  currency: string;
  /** The provider event's id, kept in the audit entry. */
  eventId: string;
  /** When the processor created the event: orders reports that arrive late. */
  occurredAt: Date;
}

/** The processor's minor units (Stripe's amount_refunded, a dispute's amount) in stored units, at most the gift. */
export function storedAmountOf(providerAmount: number, row: Contribution): number {
  const amountMinor = Math.round(providerAmount / providerScale(row.currency));
  return Math.min(Math.max(amountMinor, 0), fromDecimalString(row.amount, row.currency));
}

/**
 * A refunded or disputed card payment, or its fee as Stripe reported it, changed in one transaction (decision 007): the contribution locked, `decide`
 * sees it as it stands and returns the change, or null when the report changes nothing (a repeat, an older report
 * arriving late); the status and the fees follow from the new amounts; the audit log and any e-mail are written with
 * it, so a crash keeps all or none. The page's cached totals are dropped after commit.
 */
export async function changeCardReversal(
  db: Database,
  report: CardReversalReport,
  decide: (tx: Database, row: Contribution) => Promise<CardReversalChange | null>,
  services: ContributionNotices,
): Promise<CardReversalOutcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.stripePaymentIntentId, report.paymentIntentId))
      .for('update');
    if (!row || row.currency !== report.currency) return null;
    const change = await decide(tx, row);
    if (!change) return { row, emailed: false, changed: false };

    const [changed] = await tx
      .update(contributions)
      .set(change.set)
      .where(eq(contributions.id, row.id))
      .returning({ ...getTableColumns(contributions), counted: countedAmount });
    const { counted, ...changedRow } = changed;
    const fees = feesAsDecimalStrings(
      cardFeesAfterReversal(
        fromDecimalString(row.amount, row.currency),
        fromDecimalString(counted, row.currency),
        row.currency,
        changedRow.stripeFee === null ? null : fromDecimalString(changedRow.stripeFee, row.currency),
      ),
      row.currency,
    );
    const [updated] = await tx
      .update(contributions)
      .set({
        paymentStatus: statusAfterRefunds(changedRow),
        platformFee: fees.platformFee,
        processingFee: fees.processingFee,
        revenue: fees.revenue,
        payoutAmount: fees.payoutAmount,
      })
      .where(eq(contributions.id, row.id))
      .returning();
    await recordAudit(tx, {
      action: change.action,
      entityType: 'contribution',
      entityId: row.id,
      details: {
        campaignId: row.campaignId,
        paymentIntentId: report.paymentIntentId,
        eventId: report.eventId,
        currency: row.currency,
        ...change.details,
        countedAmount: toDecimalString(fromDecimalString(counted, row.currency), row.currency),
        payoutAmount: fees.payoutAmount,
      },
    });
    const campaign = change.notify ? await getCampaign(tx, { id: row.campaignId }) : null;
    if (campaign) await change.notify?.(tx, campaign, updated);
    return { row: updated, emailed: campaign !== null, changed: true };
  });
  if (!result) return 'unmatched';
  if (result.emailed) services.mailer.deliverSoon();
  if (result.changed) services.onTotalsChanged?.(result.row.campaignId);
  return 'applied';
}

/**
 * A recorded card payment reads refunded once all of it went back, succeeded otherwise (a partial refund keeps
 * counting its remainder); one not recorded yet keeps its status, and recordCardPayment records it later.
 */
function statusAfterRefunds(row: Contribution): string {
  if (row.paymentStatus !== 'succeeded' && row.paymentStatus !== 'refunded') return row.paymentStatus;
  const fullyRefunded =
    fromDecimalString(row.refundedAmount, row.currency) >= fromDecimalString(row.amount, row.currency);
  return fullyRefunded ? 'refunded' : 'succeeded';
}

/**
 * Reconciliation's change to a card gift from its charge as Stripe holds it now (`decide` returns null when the
 * reading changes nothing): true when it changed something.
 */
export async function changeFromChargeReading(
  db: Database,
  charge: { paymentIntentId: string; currency: string },
  readAt: Date,
  decide: (row: Contribution) => CardReversalChange | null,
  services: ContributionNotices,
): Promise<boolean> {
  let changed = false;
  await changeCardReversal(
    db,
    {
      paymentIntentId: charge.paymentIntentId,
      currency: charge.currency,
      eventId: 'reconciliation',
      occurredAt: readAt,
    },
    async (_tx, row) => {
      const change = decide(row);
      changed = change !== null;
      return change;
    },
    services,
  );
  return changed;
}
