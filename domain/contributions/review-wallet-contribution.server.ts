import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
import {
  queueWalletConfirmedNotice,
  queueWalletRejectedNotice,
  queueWalletRejectionUndoneNotice,
} from './contribution-emails.server';
import type { ReviewDecision } from './contribution-schemas';
import { requireManagedContribution } from './require-managed-contribution.server';
import { WALLET_REJECTION_UNDO_HOURS, WALLET_REJECTION_UNDO_MS } from './wallet-rejection';

export type ReviewInput = ReviewDecision & {
  contributionId: number;
  actor: CampaignActor;
};

type ReviewDependencies = ContributionNotices &
  Pick<ContributionDependencies, 'ipAddress' | 'userAgent'> & { now?: Date };

/** A managed mobile wallet gift: card payments count on their own and are never decided by hand. */
async function requireManagedWalletGift(
  db: Database,
  input: { contributionId: number; actor: CampaignActor },
) {
  const managed = await requireManagedContribution(db, input);
  if (managed.contribution.paymentMethod !== 'mobile_wallet') {
    throw new ConflictError(refusalKey('review_error_card_gift'));
  }
  return managed;
}

/**
 * The recipient (who sees the money arrive on their phone), the organizer or an admin checks the wallet and confirms or rejects a mobile wallet contribution.
 * Only a pending one can be decided, once; a confirmed one counts toward the total from then on. A rejection says
 * why, tells the giver kindly what to do (when they left an address), and is only a mark: it can be undone for
 * WALLET_REJECTION_UNDO_MS (undoWalletRejection).
 */
export async function reviewWalletContribution(
  db: Database,
  input: ReviewInput,
  { ipAddress, userAgent, now = new Date(), ...services }: ReviewDependencies,
) {
  const { contribution: row, campaign, actor } = await requireManagedWalletGift(db, input);
  const confirmed = input.decision === 'confirm';
  // The decision, its audit entry and the contributor's notice stand or fall together.
  const reviewed = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(contributions)
      .set({
        paymentStatus: confirmed ? 'succeeded' : 'rejected',
        reviewStatus: confirmed ? 'confirmed' : 'rejected',
        reviewedBy: actor.user?.id ?? null,
        reviewedAt: now,
      })
      .where(and(eq(contributions.id, row.id), eq(contributions.reviewStatus, 'pending_review')))
      .returning();
    if (!decided) {
      throw new ConflictError(
        refusalKey(
          row.reviewStatus === 'confirmed'
            ? 'review_error_already_confirmed'
            : 'review_error_already_rejected',
        ),
      );
    }
    await recordAudit(
      tx,
      {
        action: confirmed ? 'contribution.confirm' : 'contribution.reject',
        entityType: 'contribution',
        entityId: row.id,
        ...auditActorOf(actor, campaign),
        details: {
          campaignId: campaign.id,
          amount: row.amount,
          currency: row.currency,
          ...(input.decision === 'reject' && { reason: input.reason, note: input.note }),
        },
      },
      { ipAddress, userAgent },
    );
    if (input.decision === 'confirm') await queueWalletConfirmedNotice(tx, services, campaign, decided);
    else await queueWalletRejectedNotice(tx, services, campaign, decided, input);
    return decided;
  });
  services.mailer.deliverSoon();
  if (confirmed) services.onTotalsChanged?.(campaign.id);
  return reviewed;
}

const UNDO_TOO_LATE = refusalKey('review_error_undo_too_late', { hours: WALLET_REJECTION_UNDO_HOURS });

/**
 * Puts a gift rejected within the last WALLET_REJECTION_UNDO_MS back among those waiting for the family's check
 * (the family found the money after all, or tapped by mistake). Audited; the giver, who was told the gift could not
 * be found, is told at once to set that message aside, and hears again when it is confirmed.
 */
export async function undoWalletRejection(
  db: Database,
  input: { contributionId: number; actor: CampaignActor },
  { ipAddress, userAgent, now = new Date(), ...services }: ReviewDependencies,
) {
  const { contribution: row, campaign, actor } = await requireManagedWalletGift(db, input);
  if (row.reviewStatus !== 'rejected') throw new ConflictError(refusalKey('review_error_not_rejected'));
  const undone = await db.transaction(async (tx) => {
    const [restored] = await tx
      .update(contributions)
      .set({
        paymentStatus: 'pending_review',
        reviewStatus: 'pending_review',
        reviewedBy: null,
        reviewedAt: null,
      })
      .where(
        and(
          eq(contributions.id, row.id),
          eq(contributions.reviewStatus, 'rejected'),
          gt(contributions.reviewedAt, new Date(now.getTime() - WALLET_REJECTION_UNDO_MS)),
        ),
      )
      .returning();
    if (!restored) throw new ConflictError(UNDO_TOO_LATE);
    await recordAudit(
      tx,
      {
        action: 'contribution.reject_undone',
        entityType: 'contribution',
        entityId: row.id,
        ...auditActorOf(actor, campaign),
        details: {
          campaignId: campaign.id,
          rejectedAt: row.reviewedAt?.toISOString() ?? null,
          giverToldByEmail: row.contributorEmail !== null,
        },
      },
      { ipAddress, userAgent },
    );
    await queueWalletRejectionUndoneNotice(tx, services, campaign, restored);
    return restored;
  });
  services.mailer.deliverSoon();
  return undone;
}
