import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, nomineeChangeRequests, payoutSchedule } from '../../db/schema';
import { campaignEndMoment, PAYOUT_OVERDUE_AFTER_MS } from '../campaigns/campaign-status';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignEditor,
  requireCampaignVisibleTo,
} from '../campaigns/permissions';
import type { Campaign } from '../campaigns/require-visible-campaign.server';
import { recordAudit } from '../shared/audit.server';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError } from '../shared/errors';
import {
  organizerEmailOf,
  type PayoutMailServices,
  queueNomineeChangeRequestedEmail,
  queuePayoutRequestedEmail,
} from './payout-emails.server';
import { PAYOUT_REQUEST_MESSAGES, type PayoutFigures } from './payout-request';
import type { PayoutRequestInput } from './payout-request-schema';
import { payoutStatementOf } from './payout-statement.server';

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

function refuseIfPayoutDecided(campaign: Campaign) {
  if (campaign.payoutStatus === 'completed')
    throw new ConflictError(PAYOUT_REQUEST_MESSAGES.alreadyCompleted);
}

const DAY_LENGTH = 10;

/**
 * What the payout_schedule row keeps of a statement. Its amounts are the campaign currency's own card gifts,
 * exact (zeros when none were in it); the other currencies are never converted into it: their exact figures,
 * and the wallet gifts the recipient already has, are written into `notes` for the admin who pays.
 */
function scheduleFigures(statement: PayoutFigures) {
  const own = statement.card.find((line) => line.currency === statement.campaignCurrency);
  const others = statement.card.filter((line) => line !== own);
  const notes = [
    ...others.map(
      (line) =>
        `Also in ${line.currency}: card gifts ${line.counted}, platform fee ${line.platformFee}, processing fee ${line.processingFee}, payout ${line.payoutAmount} (${line.contributions} contribution${line.contributions === 1 ? '' : 's'}).`,
    ),
    ...statement.wallet.map(
      (line) =>
        `Mobile wallet gifts already received directly, not to be paid: ${line.currency} ${line.total} (${line.contributions}).`,
    ),
  ];
  return {
    totalAmount: own?.counted ?? '0.00',
    platformFee: own?.platformFee ?? '0.00',
    processingFee: own?.processingFee ?? '0.00',
    payoutAmount: own?.payoutAmount ?? '0.00',
    notes: notes.length > 0 ? notes.join('\n') : null,
  };
}

async function requestMoney(
  tx: Database,
  campaignId: number,
  actor: CampaignActor,
  dependencies: PayoutRequestDependencies,
) {
  const now = dependencies.now ?? new Date();
  const { campaign, role } = await lockEditableCampaign(tx, campaignId, actor);
  refuseIfPayoutDecided(campaign);
  if (campaign.payoutStatus === 'requested')
    throw new ConflictError(PAYOUT_REQUEST_MESSAGES.alreadyRequested);
  const statement = await payoutStatementOf(tx, campaign);
  if (statement.card.length === 0) throw new ConflictError(PAYOUT_REQUEST_MESSAGES.nothingToPay);

  // Due 48 hours after the campaign ended, or after this request while it still runs.
  const ended = campaignEndMoment(campaign, now);
  const payoutDeadline = new Date((ended ?? now).getTime() + PAYOUT_OVERDUE_AFTER_MS);
  const [payout] = await tx
    .insert(payoutSchedule)
    .values({
      campaignId: campaign.id,
      campaignName: `In memory of ${campaign.deceasedName}`,
      recipientName: campaign.recipientName,
      recipientPhone: campaign.recipientPhone,
      recipientCountry: campaign.recipientCountry || null,
      payoutMethod: campaign.recipientPayoutMethod,
      ...scheduleFigures(statement),
      campaignEndDate: ended ? ended.toISOString().slice(0, DAY_LENGTH) : campaign.endDate,
      payoutDeadline,
      status: 'pending',
    })
    .returning();
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
      ...auditActorOf(actor, campaign),
      details: {
        payoutScheduleId: payout.id,
        campaignCurrency: statement.campaignCurrency,
        card: statement.card,
        wallet: statement.wallet,
        payoutDeadline: payoutDeadline.toISOString(),
      },
    },
    { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
  );
  await queuePayoutRequestedEmail(tx, dependencies, {
    campaign,
    organizerEmail: await organizerEmailOf(tx, campaign),
    requestedBy: role,
    statement,
    payoutDeadline,
  });
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
  refuseIfPayoutDecided(campaign);
  const [waiting] = await tx
    .select({ id: nomineeChangeRequests.id })
    .from(nomineeChangeRequests)
    .where(
      and(eq(nomineeChangeRequests.campaignId, campaign.id), eq(nomineeChangeRequests.status, 'pending')),
    )
    .limit(1);
  if (waiting) throw new ConflictError(PAYOUT_REQUEST_MESSAGES.nomineeChangePending);
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
    organizerEmail: await organizerEmailOf(tx, campaign),
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
 * The organizer or the recipient asks for the money (spec part 2 §7 request-payout). A payout: the statement
 * computed from the database, one payout_schedule row (one per campaign, also under a race), the campaign's
 * payoutStatus 'requested', the audit entry and the organizer's e-mail, in one transaction. A nominee change: the
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
    if (isUniqueViolation(error, 'payout_schedule_campaign_unique')) {
      throw new ConflictError(PAYOUT_REQUEST_MESSAGES.alreadyRequested);
    }
    throw error;
  }
}
