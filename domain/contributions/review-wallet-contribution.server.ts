import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
import { queueWalletConfirmedNotice } from './contribution-emails.server';
import type { ReviewDecision } from './contribution-schemas';
import { requireManagedContribution } from './require-managed-contribution.server';

export interface ReviewInput extends ReviewDecision {
  contributionId: number;
  actor: CampaignActor;
}

/**
 * The recipient (who sees the money arrive on their phone), the organizer or an admin checks the wallet and confirms or rejects a mobile wallet contribution.
 * Only a pending one can be decided, once; a confirmed one counts toward the total from then on.
 */
export async function reviewWalletContribution(
  db: Database,
  input: ReviewInput,
  {
    ipAddress,
    userAgent,
    ...services
  }: ContributionNotices & Pick<ContributionDependencies, 'ipAddress' | 'userAgent'>,
) {
  const { contribution: row, campaign, actor } = await requireManagedContribution(db, input);
  if (row.paymentMethod !== 'mobile_wallet') {
    throw new ConflictError(
      'Only mobile wallet contributions are confirmed by hand; card payments count on their own',
    );
  }

  const confirmed = input.decision === 'confirm';
  // The decision, its audit entry and the contributor's notice stand or fall together.
  const reviewed = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(contributions)
      .set({
        paymentStatus: confirmed ? 'succeeded' : 'rejected',
        reviewStatus: confirmed ? 'confirmed' : 'rejected',
        reviewedBy: actor.user?.id ?? null,
        reviewedAt: new Date(),
      })
      .where(and(eq(contributions.id, row.id), eq(contributions.reviewStatus, 'pending_review')))
      .returning();
    if (!decided) {
      throw new ConflictError(
        `This contribution was already ${row.reviewStatus === 'confirmed' ? 'confirmed' : 'rejected'}`,
      );
    }
    await recordAudit(
      tx,
      {
        action: confirmed ? 'contribution.confirm' : 'contribution.reject',
        entityType: 'contribution',
        entityId: row.id,
        ...auditActorOf(actor, campaign),
        details: { campaignId: campaign.id, amount: row.amount, currency: row.currency },
      },
      { ipAddress, userAgent },
    );
    if (confirmed) await queueWalletConfirmedNotice(tx, services, campaign, decided);
    return decided;
  });
  if (confirmed) {
    services.mailer.deliverSoon();
    services.onTotalsChanged?.(campaign.id);
  }
  return reviewed;
}
