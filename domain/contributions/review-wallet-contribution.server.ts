import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { auditLog, contributions } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { ConflictError } from '../shared/errors';
import { type ContributionServices, queueWalletConfirmedNotice } from './contribution-emails.server';
import { requireManagedContribution } from './require-managed-contribution.server';

export interface ReviewRequest {
  contributionId: number;
  decision: 'confirm' | 'reject';
  user: CurrentUser | null;
  ipAddress?: string;
  userAgent?: string;
}

/**
 * The organizer (or an admin) checks their wallet and confirms or rejects a mobile wallet contribution.
 * Only a pending one can be decided, once; a confirmed one counts toward the total from then on.
 */
export async function reviewWalletContribution(
  db: Database,
  services: ContributionServices,
  request: ReviewRequest,
) {
  const {
    contribution: row,
    campaign,
    user,
  } = await requireManagedContribution(db, request.user, request.contributionId);
  if (row.paymentMethod !== 'mobile_wallet') {
    throw new ConflictError(
      'Only mobile wallet contributions are confirmed by hand; card payments count on their own',
    );
  }

  const confirmed = request.decision === 'confirm';
  const isAdminAction = user.isAdmin && user.id !== campaign.organizerId;
  // The decision, its audit entry and the contributor's notice stand or fall together.
  const reviewed = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(contributions)
      .set({
        paymentStatus: confirmed ? 'succeeded' : 'rejected',
        reviewStatus: confirmed ? 'confirmed' : 'rejected',
        reviewedBy: user.id,
        reviewedAt: new Date(),
      })
      .where(and(eq(contributions.id, row.id), eq(contributions.reviewStatus, 'pending_review')))
      .returning();
    if (!decided) {
      throw new ConflictError(
        `This contribution was already ${row.reviewStatus === 'confirmed' ? 'confirmed' : 'rejected'}`,
      );
    }
    await tx.insert(auditLog).values({
      action: confirmed ? 'contribution.confirm' : 'contribution.reject',
      entityType: 'contribution',
      entityId: row.id,
      userId: isAdminAction ? null : user.id,
      adminId: isAdminAction ? user.id : null,
      details: { campaignId: campaign.id, amount: row.amount, currency: row.currency },
      ipAddress: request.ipAddress?.slice(0, 45) ?? null,
      userAgent: request.userAgent ?? null,
    });
    if (confirmed) await queueWalletConfirmedNotice(tx, services, campaign, decided);
    return decided;
  });
  if (confirmed) {
    services.mailer.deliverSoon();
    services.onTotalsChanged?.(campaign.id);
  }
  return reviewed;
}
