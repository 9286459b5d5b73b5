import type { Database } from '../../db/client.server';
import { paymentEvents } from '../../db/schema';
import type { ChargeRefundSnapshot, ChargeSnapshot, RefundSnapshot } from '../../integrations/payments';
import { fromDecimalString, toDecimalString } from '../shared/money';
import {
  type CardReversalOutcome,
  type CardReversalReport,
  changeCardReversal,
  changeFromChargeReading,
  storedAmountOf,
} from './change-card-reversal.server';
import type { ContributionNotices } from './contribution-dependencies.server';

/**
 * charge.refunded: Stripe sends the charge with everything refunded so far (amount_refunded, cumulative), for
 * partial refunds too. The refunded amount only grows with these reports, so two partial refunds arriving in either
 * order, or twice, end the same; a report older than a failed refund still counts that refund and is ignored.
 */
export async function recordRefundedAmount(
  db: Database,
  { charge, ...report }: CardReversalReport & { charge: ChargeRefundSnapshot },
  services: ContributionNotices,
): Promise<CardReversalOutcome> {
  return changeCardReversal(
    db,
    report,
    async (_tx, row) => {
      if (row.refundFailedAt && report.occurredAt < row.refundFailedAt) return null;
      const before = fromDecimalString(row.refundedAmount, row.currency);
      const after = storedAmountOf(charge.amountRefunded, row);
      if (after <= before) return null;
      return {
        set: { refundedAmount: toDecimalString(after, row.currency) },
        action: 'contribution.refund',
        details: { refundedBefore: row.refundedAmount, refundedAfter: toDecimalString(after, row.currency) },
      };
    },
    services,
  );
}

/** Refund statuses after which the money stays with us (https://docs.stripe.com/refunds#failed-refunds). */
const UNDONE_REFUND_STATUSES = new Set(['failed', 'canceled']);

/**
 * charge.refund.updated: a refund that failed (a closed card account) or was canceled returns its amount to the
 * balance, so it counts toward the total again. Each refund is taken back once, whatever number of reports say so:
 * its id is kept in payment_events in the same transaction.
 */
export async function restoreUndoneRefund(
  db: Database,
  { refund, ...report }: CardReversalReport & { refund: RefundSnapshot },
  services: ContributionNotices,
): Promise<CardReversalOutcome | 'ignored'> {
  if (!UNDONE_REFUND_STATUSES.has(refund.status)) return 'ignored';
  return changeCardReversal(
    db,
    report,
    async (tx, row) => {
      const [first] = await tx
        .insert(paymentEvents)
        .values({ eventId: `refund_undone:${refund.id}`, type: `refund.${refund.status}` })
        .onConflictDoNothing()
        .returning();
      if (!first) return null;
      const before = fromDecimalString(row.refundedAmount, row.currency);
      const after = Math.max(0, before - storedAmountOf(refund.amount, row));
      const failedAt =
        row.refundFailedAt && row.refundFailedAt > report.occurredAt ? row.refundFailedAt : report.occurredAt;
      return {
        set: { refundedAmount: toDecimalString(after, row.currency), refundFailedAt: failedAt },
        action: 'contribution.refund_failed',
        details: {
          refundId: refund.id,
          refundStatus: refund.status,
          refundedBefore: row.refundedAmount,
          refundedAfter: toDecimalString(after, row.currency),
        },
      };
    },
    services,
  );
}

/**
 * True when the stored amount was corrected. Reconciliation's answer to events that arrived out of order (decision 007): the charge as Stripe holds it now is the
 * truth, so its refunded amount replaces the stored one, up or down (a failed refund whose report was taken as older
 * than a later refund's, or a refund whose every report was lost). Read after the missed events were applied, so each
 * failed refund's own report is already marked as taken back.
 */
export async function settleRefundedAmount(
  db: Database,
  charge: ChargeSnapshot,
  { readAt }: { readAt: Date },
  services: ContributionNotices,
): Promise<boolean> {
  return changeFromChargeReading(
    db,
    charge,
    readAt,
    (row) => {
      const before = fromDecimalString(row.refundedAmount, row.currency);
      const after = storedAmountOf(charge.amountRefunded, row);
      if (after === before) return null;
      const refundedAfter = toDecimalString(after, row.currency);
      return {
        // Less than stored: a refund failed unseen. Refund reports older than this reading still include it.
        set:
          after < before
            ? { refundedAmount: refundedAfter, refundFailedAt: readAt }
            : { refundedAmount: refundedAfter },
        action: 'contribution.refund_reconciled',
        details: { refundedBefore: row.refundedAmount, refundedAfter },
      };
    },
    services,
  );
}
