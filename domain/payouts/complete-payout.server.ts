import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions, payoutLines, payoutSchedule } from '../../db/schema';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-rules';
import { organizerOf } from '../campaigns/organizer-of.server';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  UnauthorizedError,
} from '../shared/errors';
import { parseAmount, toDecimalString } from '../shared/money';
import { COMPLETE_PAYOUT_MESSAGES } from './complete-payout-schema';
import { openDeletedCampaignPayout } from './deleted-campaign-payout.server';
import { byCampaignCurrency, minorOf } from './ledger.server';
import {
  type PayoutMailServices,
  queuePayoutCompletedEmail,
  queuePayoutReachedGiversEmails,
} from './payout-emails.server';
import { NO_REFERENCE_GIVEN } from './payout-reference';

export { COMPLETE_PAYOUT_MESSAGES };

const REFERENCE_MAX_LENGTH = 100;

export interface CompletePayoutInput {
  campaignId: number;
  actor: CampaignActor;
  /** The transfer's reference: an M-Pesa code, a bank reference. Left out (the API's bare call): stored as none given. */
  reference?: string;
  /** What was paid in the payout's one currency (or the campaign's): the spec's single amount. */
  amount?: string;
  /** What was paid per currency (decimal text); a currency left out was paid as owed. */
  amounts?: Record<string, string | undefined>;
  /** Why an amount paid differs from the amount owed. */
  reason?: string;
  /** When it was paid; now when left out. */
  date?: Date;
}

export interface CompletePayoutDependencies extends PayoutMailServices {
  ipAddress: string;
  userAgent?: string;
  campaignChanged(campaignId: number): void;
  now?: Date;
}

type PendingLine = { currency: string; owed: string };

function invalidAmount(message: string = COMPLETE_PAYOUT_MESSAGES.amount): never {
  throw new InvalidInputError(message, { amount: message });
}

/** The amount paid per line (owed when not given), refused when unreadable, negative or too large. */
function paidAmountsOf(
  lines: PendingLine[],
  campaignCurrency: string,
  { amount, amounts = {} }: Pick<CompletePayoutInput, 'amount' | 'amounts'>,
) {
  const given = { ...amounts };
  if (amount !== undefined) {
    const single = lines.length === 1 ? lines[0] : lines.find((line) => line.currency === campaignCurrency);
    if (!single || lines.length > 1) invalidAmount(COMPLETE_PAYOUT_MESSAGES.amountsPerCurrency);
    given[single.currency] = amount;
  }
  for (const currency of Object.keys(given)) {
    if (!lines.some((line) => line.currency === currency))
      invalidAmount(COMPLETE_PAYOUT_MESSAGES.unknownCurrency);
  }
  return lines.map((line) => {
    const text = given[line.currency];
    if (text === undefined || text === '') return { ...line, paid: line.owed };
    const parsed = parseAmount(text, line.currency);
    // numeric(12,2) holds at most ten digits before the point.
    if (
      !parsed.ok ||
      parsed.amountMinor <= 0 ||
      Number(toDecimalString(parsed.amountMinor, line.currency)) >= 1e10
    )
      invalidAmount();
    return { ...line, paid: toDecimalString(parsed.amountMinor, line.currency) };
  });
}

/**
 * An admin records that the money reached the recipient (DESIGN.md: payouts are completed by an admin who records
 * the transfer reference, date and amount; decision 021): the waiting payout completed with its date and reference,
 * each of its lines with the amount paid (the amount owed unless told otherwise; a different amount needs a reason
 * and leaves the difference in the balance), the card gifts it covered marked paid, the campaign's payoutStatus
 * 'completed', the audit entry, the organizer's e-mail and the updates subscribers' notice, in one transaction.
 * Never an admin for their own campaign.
 */
export async function completePayout(
  db: Database,
  { campaignId, actor, reference, amount, amounts, reason, date }: CompletePayoutInput,
  dependencies: CompletePayoutDependencies,
) {
  if (!actor.user) throw new UnauthorizedError();
  if (!actor.user.isAdmin) throw new ForbiddenError(COMPLETE_PAYOUT_MESSAGES.adminOnly);
  const now = dependencies.now ?? new Date();
  const transferReference = reference === undefined ? null : reference.trim();
  if (transferReference !== null && (!transferReference || transferReference.length > REFERENCE_MAX_LENGTH)) {
    throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.reference, {
      reference: COMPLETE_PAYOUT_MESSAGES.reference,
    });
  }
  const payoutDate = date ?? now;
  if (Number.isNaN(payoutDate.getTime()) || payoutDate > now) {
    throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.date, { date: COMPLETE_PAYOUT_MESSAGES.date });
  }

  const result = await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    if (campaign.organizerId === actor.user?.id)
      throw new ForbiddenError(COMPLETE_PAYOUT_MESSAGES.ownCampaign);
    const [payout] = await tx
      .select()
      .from(payoutSchedule)
      .where(and(eq(payoutSchedule.campaignId, campaign.id), ne(payoutSchedule.status, 'completed')))
      .for('update');
    if (!payout) throw new ConflictError(COMPLETE_PAYOUT_MESSAGES.notRequested);
    const owedLines = await tx
      .select({
        currency: payoutLines.currency,
        owed: sql<string>`${payoutLines.owed}::numeric(14, 2)::text`,
      })
      .from(payoutLines)
      .where(eq(payoutLines.payoutId, payout.id));
    owedLines.sort(byCampaignCurrency(campaign.campaignCurrency));

    const paidLines = paidAmountsOf(owedLines, campaign.campaignCurrency, { amount, amounts });
    const differs = paidLines.some(
      (line) => minorOf(line.paid, line.currency) !== minorOf(line.owed, line.currency),
    );
    const differenceReason = differs ? reason : undefined;
    if (differs && !differenceReason) {
      throw new InvalidInputError(COMPLETE_PAYOUT_MESSAGES.reason, {
        reason: COMPLETE_PAYOUT_MESSAGES.reason,
      });
    }
    for (const line of paidLines) {
      await tx
        .update(payoutLines)
        .set({
          paid: line.paid,
          differenceReason: line.paid === line.owed ? null : (differenceReason ?? null),
        })
        .where(and(eq(payoutLines.payoutId, payout.id), eq(payoutLines.currency, line.currency)));
    }
    const own = paidLines.find((line) => line.currency === campaign.campaignCurrency);
    const completion = `Paid ${paidLines.map((line) => `${line.currency} ${line.paid}`).join(', ')} on ${payoutDate
      .toISOString()
      .slice(0, 10)}; ${transferReference ? `transfer reference ${transferReference}` : NO_REFERENCE_GIVEN}.`;
    await tx
      .update(payoutSchedule)
      .set({
        status: 'completed',
        payoutDate,
        transferReference,
        paidAmount: own?.paid ?? '0.00',
        notes: payout.notes ? `${payout.notes}\n${completion}` : completion,
        updatedAt: now,
      })
      .where(eq(payoutSchedule.id, payout.id));
    await tx
      .update(campaigns)
      .set({ payoutStatus: 'completed', updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    // The card gifts this payout covered; wallet gifts went to the recipient directly and keep their own status.
    await tx
      .update(contributions)
      .set({ payoutStatus: 'completed', payoutDate })
      .where(eq(contributions.payoutId, payout.id));
    const paid = paidLines.map(({ currency, paid: amountPaid }) => ({ currency, amount: amountPaid }));
    await recordAudit(
      tx,
      {
        action: 'payout.complete',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(actor, campaign),
        details: {
          payoutScheduleId: payout.id,
          lines: paidLines,
          reason: differenceReason ?? null,
          payoutDate: payoutDate.toISOString(),
          reference: transferReference,
        },
      },
      { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
    );
    await queuePayoutCompletedEmail(tx, dependencies, {
      campaign,
      organizer: await organizerOf(tx, campaign),
      paid,
      payoutDate,
      reference: transferReference,
    });
    await queuePayoutReachedGiversEmails(tx, dependencies, { campaign, paid, payoutDate });
    // A gift that landed on a deleted campaign while this payout waited is paid by the next (decision 021).
    await openDeletedCampaignPayout(tx, campaign.id, dependencies);
    return {
      id: payout.id,
      campaignId: campaign.id,
      status: 'completed' as const,
      payoutDate,
      transferReference,
      requestedAmount: payout.payoutAmount,
      paidAmount: own?.paid ?? '0.00',
      currency: campaign.campaignCurrency,
      lines: paidLines.map((line) => ({
        ...line,
        differenceReason: line.paid === line.owed ? null : (differenceReason ?? null),
      })),
    };
  });
  dependencies.mailer.deliverSoon();
  dependencies.campaignChanged(campaignId);
  return { payout: result };
}
