import type { Database } from '../../db/client.server';
import type { DisputeSnapshot } from '../../integrations/payments';
import { toDecimalString } from '../shared/money';
import {
  type CardReversalOutcome,
  type CardReversalReport,
  changeCardReversal,
  storedAmountOf,
} from './change-card-reversal.server';
import type { ContributionNotices } from './contribution-dependencies.server';
import { queueDisputeNotice } from './contribution-emails.server';
import { isDisputeClosed } from './dispute-status';
import type { Contribution } from './record-card-payment.server';

/** Later than the stored report; within one second (Stripe's precision) a closing report follows an open one. */
function isNewerReport(row: Contribution, status: string, occurredAt: Date): boolean {
  if (!row.disputeUpdatedAt) return true;
  const later = occurredAt.getTime() - row.disputeUpdatedAt.getTime();
  return later > 0 || (later === 0 && isDisputeClosed(status) && !isDisputeClosed(row.disputeStatus));
}

/**
 * charge.dispute.created / updated / closed: the dispute's status and amount as Stripe reports them. Reports are
 * ordered by the time Stripe made them, so a late older one changes nothing (in the same second a closing report
 * wins). While the bank holds the disputed amount it does not count toward the total; won, it counts again
 * (dispute-status.ts). The organizer is told when a dispute first appears and when it closes.
 */
export async function recordDispute(
  db: Database,
  { dispute, ...report }: CardReversalReport & { dispute: DisputeSnapshot },
  services: ContributionNotices,
): Promise<CardReversalOutcome> {
  return changeCardReversal(
    db,
    report,
    async (_tx, row) => {
      const disputedAmount = toDecimalString(storedAmountOf(dispute.amount, row), row.currency);
      if (row.disputeStatus === dispute.status && row.disputedAmount === disputedAmount) return null;
      if (!isNewerReport(row, dispute.status, report.occurredAt)) return null;
      const closes = isDisputeClosed(dispute.status);
      const opens = row.disputeStatus === null;
      return {
        set: { disputeStatus: dispute.status, disputedAmount, disputeUpdatedAt: report.occurredAt },
        action: closes
          ? 'contribution.dispute_closed'
          : opens
            ? 'contribution.dispute_opened'
            : 'contribution.dispute_updated',
        details: {
          disputeId: dispute.id,
          statusBefore: row.disputeStatus,
          statusAfter: dispute.status,
          disputedAmount,
        },
        notify:
          opens || (closes && row.disputeStatus !== dispute.status)
            ? (tx, campaign, updated) => queueDisputeNotice(tx, services, campaign, updated)
            : undefined,
      };
    },
    services,
  );
}
