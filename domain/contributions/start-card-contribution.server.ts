import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { type PaymentProvider, PaymentRefusedError } from '../../integrations/payments';
import { m } from '../../paraglide/messages';
import { requireCampaignAcceptingContributions } from '../campaigns/require-visible-campaign.server';
import {
  amountCoveringFees,
  calculateCardFees,
  feesAsDecimalStrings,
  minimumCardAmount,
} from '../payments/fees';
import { ConflictError, ForbiddenError, InvalidInputError } from '../shared/errors';
import { messageIn } from '../shared/locales';
import { MAX_PROVIDER_AMOUNT, providerScale } from '../shared/money';
import { limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { createRandomToken } from '../shared/tokens.server';
import { attachUploads } from '../uploads/attach-uploads.server';
import { AMOUNT_TOO_LARGE, readAmount, requireSupportedCurrency } from './amount-rules';
import {
  type AttemptRow,
  attemptKeyOf,
  attemptsOf,
  isSubmissionPaid,
  markAttemptFailed,
  nextAttemptKey,
} from './card-attempts.server';
import {
  ALREADY_PAID_MESSAGE,
  CARD_PAYMENTS_OFF_MESSAGE,
  cardPaymentFailureOf,
} from './card-payment-failures';
import type { ContributionDependencies } from './contribution-dependencies.server';
import type { CardContributionInput } from './contribution-schemas';

export interface StartedCardContribution {
  contributionId: number;
  paymentIntentId: string;
  clientSecret: string;
  fees: ReturnType<typeof feesAsDecimalStrings>;
}

/**
 * "Continue to Payment": checks the gift (adding the fees when the giver chose to cover them, computed here and
 * never taken from the browser), keeps it as a pending attempt with its fees, and asks the provider for its one
 * payment intent. The row is written before the provider call, so the webhook can always find it; a retried
 * request resumes the same attempt and intent, a changed gift or a failed attempt starts a new one, and an
 * intent once stored is never replaced (a second intent would be money Stripe takes and Pamoja never sees).
 */
export async function startCardContribution(
  db: Database,
  input: CardContributionInput,
  {
    paymentProvider,
    cardPayments,
    limiters,
    ipAddress,
    locale,
  }: Pick<ContributionDependencies, 'paymentProvider' | 'cardPayments' | 'limiters' | 'ipAddress' | 'locale'>,
): Promise<StartedCardContribution> {
  if (cardPayments === 'off') throw new ForbiddenError(CARD_PAYMENTS_OFF_MESSAGE);
  // Each start asks the card processor for an intent and keeps a row.
  await limiterFor(limiters, 'cardPaymentPerIp').consume(ipAddress);
  if (input.idempotencyKey)
    await limiterFor(limiters, 'cardPaymentPerSubmission').consume(input.idempotencyKey);
  const currency = requireSupportedCurrency(input.currency, { forCard: true });
  const giftMinor = readAmount(input.amount, currency.code, minimumCardAmount(currency.code));
  const amountMinor = input.coverFees ? amountCoveringFees(giftMinor, currency.code) : giftMinor;
  if (amountMinor * providerScale(currency.code) > MAX_PROVIDER_AMOUNT) {
    throw new InvalidInputError(AMOUNT_TOO_LARGE, { amount: AMOUNT_TOO_LARGE });
  }
  const campaign = await requireCampaignAcceptingContributions(db, input.campaignId);
  const fees = feesAsDecimalStrings(calculateCardFees(amountMinor, currency.code), currency.code);
  const submissionKey = input.idempotencyKey ?? createRandomToken();
  if (await isSubmissionPaid(db, submissionKey)) {
    // The browser offers "Give again", which starts a new submission (a new key) once the giver confirms.
    throw new ConflictError(ALREADY_PAID_MESSAGE, { idempotencyKey: 'already_paid' });
  }
  const attemptKey = attemptKeyOf(input, amountMinor, submissionKey);
  const attempts = await attemptsOf(db, attemptKey);
  const latest = attempts[0];

  let attempt = latest?.paymentStatus === 'pending' ? latest : undefined;
  // "Send me updates" is not the payment's: ticked after going back, it changes the attempt, not the intent.
  if (attempt && attempt.wantsUpdates !== input.wantsUpdates) {
    await db
      .update(contributions)
      .set({ wantsUpdates: input.wantsUpdates })
      .where(and(eq(contributions.id, attempt.id), eq(contributions.paymentStatus, 'pending')));
  }
  if (attempt?.stripePaymentIntentId) {
    const resumed = await resumableIntent(db, paymentProvider, attempt);
    if (resumed)
      return {
        contributionId: attempt.id,
        paymentIntentId: resumed.id,
        clientSecret: resumed.clientSecret,
        fees,
      };
    attempt = undefined;
  }
  attempt ??= await insertAttempt(db, {
    campaignId: campaign.id,
    contributorName: input.contributorName,
    contributorEmail: input.contributorEmail,
    contributorRelationship: input.contributorRelationship,
    currency: currency.code,
    ...fees,
    paymentMethod: 'card',
    paymentStatus: 'pending',
    memory: input.memory,
    photos: input.photos,
    hideAmount: input.hideAmount,
    isAnonymous: input.isAnonymous,
    wantsUpdates: input.wantsUpdates,
    locale,
    idempotencyKey: nextAttemptKey(attemptKey, attempts.length),
  });

  const intent = await paymentProvider
    .createIntent({
      amount: amountMinor * providerScale(currency.code),
      currency: currency.code,
      idempotencyKey: attempt.idempotencyKey ?? attemptKey,
      // Stripe shows it on its receipt and in some banks' apps: the giver's words.
      description: messageIn(locale, m.gift_card_description, { name: campaign.deceasedName }),
      metadata: {
        contributionId: String(attempt.id),
        campaignId: String(campaign.id),
        campaignUrl: campaign.customUrl,
        contributorName: input.contributorName,
      },
    })
    .catch(async (error: unknown) => {
      // Refused for the gift itself: no intent exists, so this attempt can never be paid.
      if (error instanceof PaymentRefusedError) await markAttemptFailed(db, attempt.id);
      throw cardPaymentFailureOf(error);
    });
  const [saved] = await db
    .update(contributions)
    .set({ stripePaymentIntentId: intent.id })
    .where(and(eq(contributions.id, attempt.id), isNull(contributions.stripePaymentIntentId)))
    .returning({ id: contributions.id });
  if (!saved && attempt.stripePaymentIntentId !== intent.id) {
    const [current] = await db.select().from(contributions).where(eq(contributions.id, attempt.id));
    if (current?.stripePaymentIntentId !== intent.id) {
      throw new ConflictError(refusalKey('gift_error_other_window'));
    }
  }
  return { contributionId: attempt.id, paymentIntentId: intent.id, clientSecret: intent.clientSecret, fees };
}

type NewAttempt = typeof contributions.$inferInsert;

/** A twin request may insert the same attempt first: then both carry on with that one row. */
async function insertAttempt(db: Database, values: NewAttempt & { idempotencyKey: string }) {
  const [inserted] = await db
    .insert(contributions)
    .values(values)
    .onConflictDoNothing({ target: contributions.idempotencyKey })
    .returning();
  if (inserted) {
    // The tribute's photo is the gift's from now on: the sweep of unattached uploads must not take it.
    await attachUploads(db, inserted.photos);
    return inserted;
  }
  const [twin] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.idempotencyKey, values.idempotencyKey));
  return twin;
}

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The stored intent of a pending attempt, read back rather than created again (after 24 hours Stripe would treat
 * the same key as new and make a second intent). A canceled one ends the attempt; a paid or paying one is said.
 */
async function resumableIntent(
  db: Database,
  provider: PaymentProvider,
  attempt: AttemptRow,
): Promise<{ id: string; clientSecret: string } | null> {
  const intent = await provider
    .retrieveIntent(attempt.stripePaymentIntentId as string)
    .catch((error: unknown) => {
      throw cardPaymentFailureOf(error);
    });
  if (intent && CONFIRMABLE.has(intent.status) && intent.clientSecret) {
    return { id: intent.id, clientSecret: intent.clientSecret };
  }
  if (intent?.status === 'succeeded') {
    throw new ConflictError(ALREADY_PAID_MESSAGE, { idempotencyKey: 'already_paid' });
  }
  if (intent?.status === 'processing') {
    throw new ConflictError(refusalKey('gift_error_bank_confirming'));
  }
  await markAttemptFailed(db, attempt.id);
  return null;
}
