import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, nomineeChangeRequests } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { organizerOf } from '../campaigns/organizer-of.server';
import { type PayoutMailServices, queueNomineeChangeDecidedEmail } from '../payouts/payout-emails.server';
import { revokeRecipientAccess } from '../recipients/revoke-recipient-access.server';
import { recordAudit } from '../shared/audit.server';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export const NOMINEE_CHANGE_DECISIONS = ['approve', 'reject'] as const;
export type NomineeChangeDecision = (typeof NOMINEE_CHANGE_DECISIONS)[number];

export const NOMINEE_CHANGE_MESSAGES = {
  notFound: refusalKey('admin_refusal_nominee_not_found'),
  ownCampaign: refusalKey('admin_refusal_nominee_own_campaign'),
};

/** A request is decided once: the refusal says how it was. */
export const alreadyDecidedMessage = (status: string) =>
  status === 'approved'
    ? refusalKey('admin_refusal_nominee_already_approved')
    : refusalKey('admin_refusal_nominee_already_rejected');

export interface NomineeChangeDependencies extends PayoutMailServices {
  ipAddress: string;
  userAgent?: string;
  campaignChanged(campaignId: number): void;
  now?: Date;
}

/**
 * An admin approves or rejects a pending nominee change (spec part 2 §4: "a nominee change is a request subject to
 * admin approval"): its status, who decided and when, the audit entry and the organizer's e-mail, in one
 * transaction; an approval also ends the present recipient's access codes and sessions (issue 31 item 4), and
 * the e-mail gives the organizer the WhatsApp message for the former recipient. Only a pending request, once; never by an admin for their own campaign.
 */
export async function decideNomineeChange(
  db: Database,
  { admin, requestId, decision }: { admin: CurrentUser; requestId: number; decision: NomineeChangeDecision },
  dependencies: NomineeChangeDependencies,
) {
  const now = dependencies.now ?? new Date();
  const approved = decision === 'approve';
  const decided = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: nomineeChangeRequests, campaign: campaigns })
      .from(nomineeChangeRequests)
      .innerJoin(campaigns, eq(campaigns.id, nomineeChangeRequests.campaignId))
      .where(eq(nomineeChangeRequests.id, requestId))
      .for('update', { of: nomineeChangeRequests });
    if (!found) throw new NotFoundError(NOMINEE_CHANGE_MESSAGES.notFound);
    const { request, campaign } = found;
    if (campaign.organizerId === admin.id) throw new ForbiddenError(NOMINEE_CHANGE_MESSAGES.ownCampaign);
    if (request.status !== 'pending') throw new ConflictError(alreadyDecidedMessage(request.status));

    const status = approved ? 'approved' : 'rejected';
    const [row] = await tx
      .update(nomineeChangeRequests)
      .set({ status, decidedByAdminId: admin.id, decidedAt: now })
      .where(eq(nomineeChangeRequests.id, request.id))
      .returning();
    await recordAudit(
      tx,
      {
        action: approved ? 'admin.nominee_change_approve' : 'admin.nominee_change_reject',
        entityType: 'nominee_change_request',
        entityId: request.id,
        adminId: admin.id,
        details: { campaignId: campaign.id, reason: request.reason },
      },
      { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
    );
    // Approved, the money is to go to someone else: the present recipient's code and sessions end now.
    if (approved) {
      await revokeRecipientAccess(
        tx,
        {
          campaignId: campaign.id,
          reason: 'nominee_change_approved',
          actor: { userId: null, adminId: admin.id, recipientAccessId: null },
        },
        { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
      );
    }
    await queueNomineeChangeDecidedEmail(tx, dependencies, {
      campaign,
      organizer: await organizerOf(tx, campaign),
      approved,
      reason: request.reason,
    });
    return row;
  });
  dependencies.mailer.deliverSoon();
  dependencies.campaignChanged(decided.campaignId);
  return {
    nomineeChange: {
      id: decided.id,
      campaignId: decided.campaignId,
      status: decided.status,
      decidedByAdminId: decided.decidedByAdminId,
      decidedAt: decided.decidedAt?.toISOString() ?? null,
    },
  };
}
