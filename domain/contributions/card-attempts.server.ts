import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { CardContributionInput } from './contribution-schemas';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** The part every attempt of one browser submission shares, whatever the gift's fields (issue 29 item 6). */
export function submissionPrefixOf(submissionKey: string): string {
  return `${digest(submissionKey)}.`;
}

/**
 * A card attempt is one contribution row and at most one payment intent, ever. Its idempotency key (sent to Stripe)
 * is the submission's prefix and a digest of every parameter of the gift, so a retried request is the same attempt,
 * while a corrected name or amount is a new one: Stripe refuses a reused key with other parameters
 * (idempotency_error, docs.stripe.com/api/idempotent_requests). After a failed attempt the next one takes the
 * key with the next number (`…-2`, `…-3`), so it is new yet still the same for a retried request.
 */
export function attemptKeyOf(
  input: CardContributionInput,
  chargedMinor: number,
  submissionKey: string,
): string {
  const parameters = JSON.stringify([
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
  return `${submissionPrefixOf(submissionKey)}${digest(parameters)}`;
}

/**
 * Whether any attempt of this submission was paid, or is being paid (the bank confirming), whichever fields it had:
 * a gift edited after paying would otherwise start a second charge.
 */
export async function isSubmissionPaid(db: Database, submissionKey: string): Promise<boolean> {
  const [paid] = await db
    .select({ id: contributions.id })
    .from(contributions)
    .where(
      and(
        like(contributions.idempotencyKey, `${submissionPrefixOf(submissionKey)}%`),
        inArray(contributions.paymentStatus, ['succeeded', 'refunded']),
      ),
    )
    .limit(1);
  return paid !== undefined;
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
