import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { CONTRIBUTION_NOT_FOUND } from '../contributions/require-managed-contribution.server';
import { recordAudit } from '../shared/audit.server';
import { InvalidInputError, NotFoundError } from '../shared/errors';
import { fromDecimalString, parseAmount, toDecimalString } from '../shared/money';
import { CONTRIBUTION_PAYOUT_MESSAGES, type ContributionPayoutFields } from './contribution-payout-schema';

export interface ContributionPayoutDependencies {
  ipAddress: string;
  userAgent?: string;
  now?: Date;
}

/**
 * An admin corrects one gift's payout record (spec part 2 §6 "update a contribution's payout"): its status and the
 * day it was paid; audited with what it was before, in the same transaction. Completed without a date means today;
 * back to pending clears the date. The amount is the gift's share as its payment and fees set it, which the ledger
 * reads (decision 021): sent, it must equal the stored share (the spec's shape), and a different amount is refused,
 * since what was really paid is recorded on the campaign's payout, where a difference stays in the balance.
 */
export async function updateContributionPayout(
  db: Database,
  {
    admin,
    contributionId,
    ...fields
  }: ContributionPayoutFields & { admin: CurrentUser; contributionId: number },
  dependencies: ContributionPayoutDependencies,
) {
  const now = dependencies.now ?? new Date();
  if (fields.payoutDate && fields.payoutDate > now) {
    throw new InvalidInputError(CONTRIBUTION_PAYOUT_MESSAGES.date, {
      payoutDate: CONTRIBUTION_PAYOUT_MESSAGES.date,
    });
  }
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.id, contributionId))
      .for('update');
    if (!gift) throw new NotFoundError(CONTRIBUTION_NOT_FOUND);

    const payoutAmount = gift.payoutAmount;
    if (fields.payoutAmount !== undefined) {
      const parsed = parseAmount(fields.payoutAmount, gift.currency);
      if (!parsed.ok || parsed.amountMinor > fromDecimalString(gift.amount, gift.currency)) {
        throw new InvalidInputError(CONTRIBUTION_PAYOUT_MESSAGES.amount, {
          payoutAmount: CONTRIBUTION_PAYOUT_MESSAGES.amount,
        });
      }
      if (toDecimalString(parsed.amountMinor, gift.currency) !== (gift.payoutAmount ?? '0.00')) {
        throw new InvalidInputError(CONTRIBUTION_PAYOUT_MESSAGES.amountIsTheLedgers, {
          payoutAmount: CONTRIBUTION_PAYOUT_MESSAGES.amountIsTheLedgers,
        });
      }
    }
    const payoutDate = fields.payoutStatus === 'completed' ? (fields.payoutDate ?? now) : null;
    const [updated] = await tx
      .update(contributions)
      .set({ payoutStatus: fields.payoutStatus, payoutDate })
      .where(eq(contributions.id, gift.id))
      .returning();
    await recordAudit(
      tx,
      {
        action: 'admin.contribution_payout_update',
        entityType: 'contribution',
        entityId: gift.id,
        adminId: admin.id,
        details: {
          campaignId: gift.campaignId,
          currency: gift.currency,
          before: {
            payoutStatus: gift.payoutStatus,
            payoutDate: gift.payoutDate?.toISOString() ?? null,
            payoutAmount: gift.payoutAmount,
          },
          after: {
            payoutStatus: updated.payoutStatus,
            payoutDate: payoutDate?.toISOString() ?? null,
            payoutAmount,
          },
        },
      },
      { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent },
    );
    return {
      contribution: {
        id: updated.id,
        campaignId: updated.campaignId,
        amount: updated.amount,
        currency: updated.currency,
        payoutStatus: updated.payoutStatus,
        payoutDate: updated.payoutDate?.toISOString() ?? null,
        payoutAmount: updated.payoutAmount,
      },
    };
  });
}
