import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import {
  campaigns,
  contributions,
  nomineeChangeRequests,
  payoutLines,
  payoutSchedule,
} from '../../db/schema';
import { campaignEndMoment, payoutDeadlineOf } from '../campaigns/campaign-status';
import { countsTowardTotal } from '../campaigns/get-campaign-stats.server';
import { organizerOf } from '../campaigns/organizer-of.server';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignEditor,
  requireCampaignVisibleTo,
} from '../campaigns/permissions';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError } from '../shared/errors';
import {
  type CampaignLedger,
  campaignLedgerOf,
  decimalOf,
  type LedgerLine,
  minorOf,
  payableLines,
} from './ledger.server';
import {
  type PayoutMailServices,
  queueNomineeChangeRequestedEmail,
  queuePayoutRequestedEmail,
} from './payout-emails.server';
import { PAYOUT_REQUEST_CONFLICTS, PAYOUT_REQUEST_MESSAGES, type PayoutFigures } from './payout-request';
import type { PayoutRequestInput } from './payout-request-schema';
import { figuresOf } from './payout-statement.server';

export interface PayoutRequestDependencies extends PayoutMailServices {
  ipAddress: string;
  userAgent?: string;
  /** Drops the campaign's shared page: its payout status changed. */
  campaignChanged(campaignId: number): void;
  now?: Date;
}

/** The campaign, locked for the rest of the transaction: two requests for one campaign are decided one after the other. */
async function lockEditableCampaign(tx: Database, campaignId: number, actor: CampaignActor) {
  const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  const campaign = requireCampaignVisibleTo(actor, found);
  return { campaign, role: requireCampaignEditor(actor, campaign) };
}

function conflict(reason: keyof typeof PAYOUT_REQUEST_CONFLICTS) {
  return new ConflictError(PAYOUT_REQUEST_MESSAGES[reason], undefined, PAYOUT_REQUEST_CONFLICTS[reason]);
}

const DAY_LENGTH = 10;

/**
 * A payout's line in each currency the recipient is owed money in: the balance owed, and the money counted since
 * the payouts before (with its fees), from the ledger's kept totals less what earlier lines covered.
 */
function linesOf(ledger: CampaignLedger): PayoutLineValues[] {
  const earlier = ledger.payouts.flatMap((payout) => payout.lines);
  const since = (line: LedgerLine, field: 'counted' | 'platformFee' | 'processingFee') =>
    decimalOf(
      minorOf(line[field], line.currency) -
        earlier
          .filter((covered) => covered.currency === line.currency)
          .reduce((sum, covered) => sum + minorOf(covered[field], line.currency), 0),
      line.currency,
    );
  return payableLines(ledger).map((line) => ({
    currency: line.currency,
    contributions: 0,
    counted: since(line, 'counted'),
    platformFee: since(line, 'platformFee'),
    processingFee: since(line, 'processingFee'),
    owed: line.balance,
  }));
}

type PayoutLineValues = Omit<typeof payoutLines.$inferInsert, 'payoutId'>;

/**
 * The payout_schedule row's own amounts (the spec's fields): the campaign currency's line, zeros when nothing in
 * it is owed. Every currency is a payout line; wallet gifts the recipient already has are noted for the admin.
 * The note, like the row's `campaignName`, is stored English: Pamoja's own payout record, read only by our team (the
 * Payouts tab, its CSV and its search), which the admin's own completion note is appended to; the family's statement
 * writes the same figures in their language from the ledger.
 */
function scheduleFigures(campaignCurrency: string, lines: PayoutLineValues[], statement: PayoutFigures) {
  const own = lines.find((line) => line.currency === campaignCurrency);
  const notes = statement.wallet.map(
    (line) =>
      `Mobile wallet gifts already received directly, not to be paid: ${line.currency} ${line.total} (${line.contributions}).`,
  );
  return {
    totalAmount: own?.counted ?? '0.00',
    platformFee: own?.platformFee ?? '0.00',
    processingFee: own?.processingFee ?? '0.00',
    payoutAmount: own?.owed ?? '0.00',
    notes: notes.length > 0 ? notes.join('\n') : null,
  };
}

/** Links the card gifts not yet covered by a payout, in the currencies it pays, to it: each gift knows its payout. */
async function linkUncoveredGifts(tx: Database, campaignId: number, payoutId: number, currencies: string[]) {
  const linked = await tx
    .update(contributions)
    .set({ payoutId })
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        isNull(contributions.payoutId),
        ne(contributions.paymentMethod, 'mobile_wallet'),
        eq(contributions.testMode, false),
        inArray(contributions.currency, currencies),
        countsTowardTotal,
      ),
    )
    .returning({ currency: contributions.currency });
  const counts = new Map<string, number>();
  for (const { currency } of linked) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  return counts;
}

async function requestMoney(
  tx: Database,
  campaignId: number,
  actor: CampaignActor,
  dependencies: PayoutRequestDependencies,
) {
  const { campaign, role } = await lockEditableCampaign(tx, campaignId, actor);
  const ledger = await campaignLedgerOf(tx, campaign);
  const blocked = payoutBlockedBy(ledger);
  if (blocked) throw conflict(blocked);
  return openPayout(
    tx,
    campaign,
    ledger,
    { requestedBy: role, who: auditActorOf(actor, campaign) },
    dependencies,
  );
}

/** Why no payout can be opened now: one is waiting, or nothing is owed in any currency. */
export function payoutBlockedBy(ledger: CampaignLedger): keyof typeof PAYOUT_REQUEST_CONFLICTS | null {
  if (ledger.payouts.some((payout) => payout.status !== 'completed')) return 'alreadyRequested';
  if (payableLines(ledger).length === 0) return 'nothingToPay';
  return null;
}

/**
 * Opens a payout of the ledger's balance (payoutBlockedBy said none): the payout_schedule row, a line per currency,
 * the uncovered gifts linked, the audit entry and, when the family asked, the organizer's e-mail. Pamoja opens one
 * itself for a deleted campaign (`requestedBy` null: deleted-campaign-payout.server.ts).
 */
export async function openPayout(
  tx: Database,
  campaign: Campaign,
  ledger: CampaignLedger,
  {
    requestedBy,
    who,
  }: { requestedBy: 'organizer' | 'recipient' | null; who: ReturnType<typeof auditActorOf> },
  dependencies: PayoutMailServices & AuditOrigin & { now?: Date },
) {
  const now = dependencies.now ?? new Date();
  const statement = figuresOf(ledger, campaign.payoutStatus);
  const lines = linesOf(ledger);

  const ended = campaignEndMoment(campaign, now);
  const payoutDeadline = payoutDeadlineOf(campaign, now, now);
  const [payout] = await tx
    .insert(payoutSchedule)
    .values({
      campaignId: campaign.id,
      campaignName: `In memory of ${campaign.deceasedName}`,
      recipientName: campaign.recipientName,
      recipientPhone: campaign.recipientPhone,
      recipientCountry: campaign.recipientCountry || null,
      payoutMethod: campaign.recipientPayoutMethod,
      ...scheduleFigures(campaign.campaignCurrency, lines, statement),
      campaignEndDate: ended ? ended.toISOString().slice(0, DAY_LENGTH) : campaign.endDate,
      payoutDeadline,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const linked = await linkUncoveredGifts(
    tx,
    campaign.id,
    payout.id,
    lines.map((line) => line.currency),
  );
  const payoutLineRows = lines.map((line) => ({
    ...line,
    payoutId: payout.id,
    contributions: linked.get(line.currency) ?? 0,
  }));
  await tx.insert(payoutLines).values(payoutLineRows);
  await tx
    .update(campaigns)
    .set({ payoutStatus: 'requested', updatedAt: now })
    .where(eq(campaigns.id, campaign.id));
  await recordAudit(
    tx,
    {
      action: 'payout.request',
      entityType: 'campaign',
      entityId: campaign.id,
      ...who,
      details: {
        payoutScheduleId: payout.id,
        campaignCurrency: statement.campaignCurrency,
        lines: payoutLineRows.map(({ payoutId: _, ...line }) => line),
        wallet: statement.wallet,
        payoutDeadline: payoutDeadline.toISOString(),
      },
    },
    { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
  );
  if (requestedBy) {
    await queuePayoutRequestedEmail(tx, dependencies, {
      campaign,
      organizer: await organizerOf(tx, campaign),
      requestedBy,
      statement,
      payoutDeadline,
    });
  }
  return {
    payout: {
      id: payout.id,
      status: payout.status,
      currency: statement.campaignCurrency,
      totalAmount: payout.totalAmount,
      platformFee: payout.platformFee,
      processingFee: payout.processingFee,
      payoutAmount: payout.payoutAmount,
      campaignEndDate: payout.campaignEndDate,
      payoutDeadline: payout.payoutDeadline,
      lines: payoutLineRows.map(({ payoutId: _, ...line }) => line),
      statement,
    },
  };
}

async function requestNomineeChange(
  tx: Database,
  campaignId: number,
  reason: string,
  actor: CampaignActor,
  dependencies: PayoutRequestDependencies,
) {
  const { campaign, role } = await lockEditableCampaign(tx, campaignId, actor);
  const [waiting] = await tx
    .select({ id: nomineeChangeRequests.id })
    .from(nomineeChangeRequests)
    .where(
      and(eq(nomineeChangeRequests.campaignId, campaign.id), eq(nomineeChangeRequests.status, 'pending')),
    )
    .limit(1);
  if (waiting) throw conflict('nomineeChangePending');
  const who = auditActorOf(actor, campaign);
  const [change] = await tx
    .insert(nomineeChangeRequests)
    .values({
      campaignId: campaign.id,
      reason,
      requestedByUserId: who.userId,
      requestedByRecipientAccessId: who.recipientAccessId,
      status: 'pending',
    })
    .returning();
  await recordAudit(
    tx,
    {
      action: 'payout.nominee_change_request',
      entityType: 'campaign',
      entityId: campaign.id,
      ...who,
      details: { nomineeChangeRequestId: change.id, reason },
    },
    { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
  );
  await queueNomineeChangeRequestedEmail(tx, dependencies, {
    campaign,
    organizer: await organizerOf(tx, campaign),
    requestedBy: role,
    reason,
  });
  return {
    nomineeChange: {
      id: change.id,
      status: change.status,
      reason: change.reason,
      createdAt: change.createdAt,
    },
  };
}

/**
 * The organizer or the recipient asks for the money (spec part 2 §7 request-payout). A payout (decision 021): the
 * ledger's balance in each currency owed, one payout_schedule row with a payout line per currency (one waiting per
 * campaign, also under a race; another once it is completed), the uncovered card gifts linked to it, the
 * campaign's payoutStatus 'requested', the audit entry and the organizer's e-mail, in one transaction. A nominee change: the
 * reason stored for an admin's decision, with its audit entry; one waiting at a time.
 */
export async function requestPayout(
  db: Database,
  { campaignId, type, reason, actor }: PayoutRequestInput & { actor: CampaignActor },
  dependencies: PayoutRequestDependencies,
) {
  try {
    if (type === 'nominee-change') {
      const change = await db.transaction((tx) =>
        requestNomineeChange(tx, campaignId, reason ?? '', actor, dependencies),
      );
      dependencies.mailer.deliverSoon();
      return change;
    }
    const result = await db.transaction((tx) => requestMoney(tx, campaignId, actor, dependencies));
    dependencies.mailer.deliverSoon();
    dependencies.campaignChanged(campaignId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'payout_schedule_one_pending')) {
      throw conflict('alreadyRequested');
    }
    throw error;
  }
}
