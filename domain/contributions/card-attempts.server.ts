import { createHash } from 'node:crypto';
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { CardContributionInput } from './contribution-schemas';

/**
 * A card attempt is one contribution row and at most one payment intent, ever. Its idempotency key (sent to Stripe)
 * is derived from the browser's submission key and every parameter of the gift, so a retried request is the same
 * attempt, while a corrected name or amount is a new one: Stripe refuses a reused key with other parameters
 * (idempotency_error, docs.stripe.com/api/idempotent_requests). After a failed attempt the next one takes the
 * key with the next number (`…-2`, `…-3`), so it is new yet still the same for a retried request.
 */
export function attemptKeyOf(
  input: CardContributionInput,
  chargedMinor: number,
  submissionKey: string,
): string {
  const parameters = JSON.stringify([
    submissionKey,
    input.campaignId,
    input.currency,
    input.amount,
    chargedMinor,
    input.coverFees,
    input.contributorName,
    input.contributorEmail,
    input.contributorRelationship,
    input.memory,
    input.photos,
    input.hideAmount,
    input.isAnonymous,
  ]);
  return createHash('sha256').update(parameters).digest('hex').slice(0, 40);
}

export type AttemptRow = typeof contributions.$inferSelect;

/** The attempts made under one key, the latest first. */
export async function attemptsOf(db: Database, attemptKey: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(contributions)
    .where(
      or(eq(contributions.idempotencyKey, attemptKey), like(contributions.idempotencyKey, `${attemptKey}-%`)),
    )
    .orderBy(desc(contributions.id));
}

export function nextAttemptKey(attemptKey: string, earlierAttempts: number): string {
  return earlierAttempts === 0 ? attemptKey : `${attemptKey}-${earlierAttempts + 1}`;
}

/** Ends a pending attempt that can no longer be paid; true when this call did it (a webhook may have first). */
export async function markAttemptFailed(db: Database, contributionId: number): Promise<boolean> {
  const updated = await db
    .update(contributions)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(contributions.id, contributionId), eq(contributions.paymentStatus, 'pending')))
    .returning({ id: contributions.id });
  return updated.length > 0;
}
