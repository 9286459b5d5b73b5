import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { auditLog, contributions } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { ConflictError, NotFoundError } from '../shared/errors';
import { type ContributionServices, sendWalletConfirmedNotice } from './contribution-emails.server';

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
  const [row] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.id, request.contributionId))
    .limit(1);
  if (row?.paymentMethod !== 'mobile_wallet') throw new NotFoundError('Contribution not found');
  const campaign = await requireVisibleCampaign(db, row.campaignId);
  const user = requireCampaignManager(request.user, campaign);

  const confirmed = request.decision === 'confirm';
  const [reviewed] = await db
    .update(contributions)
    .set({
      paymentStatus: confirmed ? 'succeeded' : 'rejected',
      reviewStatus: confirmed ? 'confirmed' : 'rejected',
      reviewedBy: user.id,
      reviewedAt: new Date(),
    })
    .where(and(eq(contributions.id, row.id), eq(contributions.reviewStatus, 'pending_review')))
    .returning();
  if (!reviewed) {
    throw new ConflictError(
      `This contribution was already ${row.reviewStatus === 'confirmed' ? 'confirmed' : 'rejected'}`,
    );
  }
  const isAdminAction = user.isAdmin && user.id !== campaign.organizerId;
  await db.insert(auditLog).values({
    action: confirmed ? 'contribution.confirm' : 'contribution.reject',
    entityType: 'contribution',
    entityId: row.id,
    userId: isAdminAction ? null : user.id,
    adminId: isAdminAction ? user.id : null,
    details: { campaignId: campaign.id, amount: row.amount, currency: row.currency },
    ipAddress: request.ipAddress?.slice(0, 45) ?? null,
    userAgent: request.userAgent ?? null,
  });
  if (confirmed) {
    services.onTotalsChanged?.(campaign.id);
    await sendWalletConfirmedNotice(services, campaign, reviewed);
  }
  return reviewed;
}
