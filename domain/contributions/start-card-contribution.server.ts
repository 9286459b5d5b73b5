import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../integrations/payments';
import { requireCampaignAcceptingContributions } from '../campaigns/require-visible-campaign.server';
import {
  amountCoveringFees,
  calculateCardFees,
  feesAsDecimalStrings,
  minimumCardAmount,
} from '../payments/fees';
import { ConflictError, InvalidInputError, ServiceUnavailableError } from '../shared/errors';
import { MAX_PROVIDER_AMOUNT, providerScale } from '../shared/money';
import { createRandomToken } from '../shared/tokens.server';
import { readAmount, requireSupportedCurrency } from './amount-rules';
import { type CardContributionInput, cardContributionSchema } from './contribution-schemas';

export interface StartedCardContribution {
  contributionId: number;
  paymentIntentId: string;
  clientSecret: string;
  fees: ReturnType<typeof feesAsDecimalStrings>;
}

/**
 * "Continue to Payment": checks the gift (adding the fees when the giver chose to cover them, computed here and
 * never taken from the browser), keeps it as a pending contribution with its fees, and asks the
 * provider for a payment intent. The row is written before the provider call and carries the idempotency key,
 * so a retried request (same key) reuses both the row and the intent, and the webhook can always find the row.
 */
export async function startCardContribution(
  db: Database,
  provider: PaymentProvider,
  rawInput: CardContributionInput,
): Promise<StartedCardContribution> {
  const input = cardContributionSchema.parse(rawInput);
  const currency = requireSupportedCurrency(input.currency, { forCard: true });
  const giftMinor = readAmount(input.amount, currency.code, minimumCardAmount(currency.code));
  const amountMinor = input.coverFees ? amountCoveringFees(giftMinor, currency.code) : giftMinor;
  if (amountMinor * providerScale(currency.code) > MAX_PROVIDER_AMOUNT) {
    const message = 'Amount is too large for one contribution';
    throw new InvalidInputError(message, { amount: message });
  }
  const campaign = await requireCampaignAcceptingContributions(db, input.campaignId);
  const fees = feesAsDecimalStrings(calculateCardFees(amountMinor, currency.code), currency.code);
  const idempotencyKey = input.idempotencyKey ?? createRandomToken().slice(0, 43);

  const [inserted] = await db
    .insert(contributions)
    .values({
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
      idempotencyKey,
    })
    .onConflictDoNothing({ target: contributions.idempotencyKey })
    .returning();
  const contribution =
    inserted ??
    (await db.select().from(contributions).where(eq(contributions.idempotencyKey, idempotencyKey)))[0];
  if (
    !inserted &&
    (contribution.campaignId !== campaign.id ||
      contribution.amount !== fees.amount ||
      contribution.currency !== currency.code ||
      contribution.paymentStatus !== 'pending')
  ) {
    throw new ConflictError('This payment was already started with different details. Please start again.');
  }

  const intent = await provider
    .createIntent({
      amount: amountMinor * providerScale(currency.code),
      currency: currency.code,
      idempotencyKey,
      description: `Contribution in memory of ${campaign.deceasedName}`,
      metadata: {
        contributionId: String(contribution.id),
        campaignId: String(campaign.id),
        campaignUrl: campaign.customUrl,
        contributorName: input.contributorName,
      },
    })
    .catch((error: unknown) => {
      if (error instanceof PaymentProviderUnavailableError) {
        throw new ServiceUnavailableError(
          'Card payments are unavailable right now. Please try again in a few minutes.',
        );
      }
      throw error;
    });
  if (contribution.stripePaymentIntentId !== intent.id) {
    await db
      .update(contributions)
      .set({ stripePaymentIntentId: intent.id })
      .where(eq(contributions.id, contribution.id));
  }
  return {
    contributionId: contribution.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    fees,
  };
}
