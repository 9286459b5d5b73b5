import { rateFor, storedExponent } from '../shared/currencies';
import { divideRoundingHalfUp, toDecimalString } from '../shared/money';

/**
 * Card fees (spec part 2 §9, DESIGN.md Money), all in integer minor units of the contribution currency:
 * - platform fee: PLATFORM_FEE_PERCENT of the amount, rounded half up to the minor unit;
 * - processing fee: PROCESSING_FEE_PER_MILLE of the amount rounded half up, plus PROCESSING_FIXED_FEE_US_CENTS converted at the fixed rate table and
 *   rounded half up on its own (so the fixed part is the same for every amount in one currency);
 * - revenue: the platform fee (what the product keeps);
 * - payout amount: amount - platform fee - processing fee (what reaches the recipient).
 * Each part is rounded once, and the payout is what remains, so the parts always add up to the amount exactly.
 * Mobile-wallet contributions carry no fees.
 */
export const PLATFORM_FEE_PERCENT = 6;
export const PROCESSING_FEE_PER_MILLE = 29;
export const PROCESSING_FIXED_FEE_US_CENTS = 30;

export interface CardFees {
  amountMinor: number;
  platformFeeMinor: number;
  processingFeeMinor: number;
  revenueMinor: number;
  payoutAmountMinor: number;
}

/** 30 US cents in the currency's minor unit; rates have at most three decimals, so thousandths are exact. */
export function fixedProcessingFeeMinor(code: string): number {
  const rateInThousandths = Math.round(rateFor(code) * 1000);
  const minorPerUnit = 10 ** storedExponent(code);
  return divideRoundingHalfUp(PROCESSING_FIXED_FEE_US_CENTS * rateInThousandths * minorPerUnit, 100 * 1000);
}

export function calculateCardFees(amountMinor: number, code: string): CardFees {
  const platformFeeMinor = divideRoundingHalfUp(amountMinor * PLATFORM_FEE_PERCENT, 100);
  const processingFeeMinor =
    divideRoundingHalfUp(amountMinor * PROCESSING_FEE_PER_MILLE, 1000) + fixedProcessingFeeMinor(code);
  return {
    amountMinor,
    platformFeeMinor,
    processingFeeMinor,
    revenueMinor: platformFeeMinor,
    payoutAmountMinor: amountMinor - platformFeeMinor - processingFeeMinor,
  };
}

/**
 * The fees of a card gift of which only `keptMinor` still stands, after refunds or a chargeback (decision 007):
 * - processing: what Stripe took on the whole charge, which it keeps when a payment is refunded ("Stripe's
 *   processing fees from the original transaction won't be returned",
 *   https://support.stripe.com/questions/understanding-fees-for-refunded-payments);
 * - platform fee: its percentage of what is kept, so Pamoja takes nothing of money that went back;
 * - payout: what remains, never below zero; when the processing fee is more than what remains the platform bears
 *   the difference, so revenue (platform fee less that difference) can be negative.
 * `amountMinor` is the kept amount, and the parts add up to it: payout + revenue + processing fee. With nothing
 * reversed this is calculateCardFees. `stripeFeeMinor` is the fee Stripe reported taking once its balance
 * transaction was read (contributions.stripe_fee); until then the model's.
 */
export function cardFeesAfterReversal(
  amountMinor: number,
  keptMinor: number,
  code: string,
  stripeFeeMinor: number | null = null,
): CardFees {
  const processingFeeMinor = stripeFeeMinor ?? calculateCardFees(amountMinor, code).processingFeeMinor;
  const platformFeeMinor = calculateCardFees(keptMinor, code).platformFeeMinor;
  const payoutAmountMinor = Math.max(0, keptMinor - platformFeeMinor - processingFeeMinor);
  return {
    amountMinor: keptMinor,
    platformFeeMinor,
    processingFeeMinor,
    revenueMinor: keptMinor - processingFeeMinor - payoutAmountMinor,
    payoutAmountMinor,
  };
}

/**
 * "Cover the fees so the family receives the full amount": the smallest amount to charge whose payout is at least
 * `giftMinor`. Both fees grow with the amount, so the charge is gift + fixed fee over what remains of each unit
 * (1 less both percentages), then nudged by single minor units past the rounding of each fee.
 */
export function amountCoveringFees(giftMinor: number, code: string): number {
  const keptPerMille = 1000 - PLATFORM_FEE_PERCENT * 10 - PROCESSING_FEE_PER_MILLE;
  let chargedMinor = Math.ceil(((giftMinor + fixedProcessingFeeMinor(code)) * 1000) / keptPerMille);
  while (calculateCardFees(chargedMinor, code).payoutAmountMinor < giftMinor) chargedMinor += 1;
  while (calculateCardFees(chargedMinor - 1, code).payoutAmountMinor >= giftMinor) chargedMinor -= 1;
  return chargedMinor;
}

/** The smallest card contribution: 1 USD converted and rounded up to a whole unit ("Amount must be at least $1"),
 * which also keeps the payout positive and above the card processor's own minimum charge. */
export function minimumCardAmount(code: string): number {
  return Math.max(1, Math.ceil(rateFor(code) - 1e-9));
}

export function feesAsDecimalStrings(fees: CardFees, code: string) {
  return {
    amount: toDecimalString(fees.amountMinor, code),
    platformFee: toDecimalString(fees.platformFeeMinor, code),
    processingFee: toDecimalString(fees.processingFeeMinor, code),
    revenue: toDecimalString(fees.revenueMinor, code),
    payoutAmount: toDecimalString(fees.payoutAmountMinor, code),
  };
}
