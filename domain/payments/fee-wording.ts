import { m } from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';
import { toDecimalString } from '../shared/money';
import {
  calculateCardFees,
  PLATFORM_FEE_PERCENT,
  PROCESSING_FEE_PER_MILLE,
  PROCESSING_FIXED_FEE_US_CENTS,
} from './fees';

/**
 * The card fees in words, made from the constants of fees.ts: pages, e-mails, the FAQ and the terms say what the
 * code charges, and a changed fee changes all of them (an architecture test keeps the figures out of other files).
 */
export const PLATFORM_FEE_RATE = `${PLATFORM_FEE_PERCENT}%`;
export const PROCESSING_FEE_RATE = `${PROCESSING_FEE_PER_MILLE / 10}%`;
export const PROCESSING_FIXED_FEE = `${(PROCESSING_FIXED_FEE_US_CENTS / 100).toFixed(2)} USD`;

/** The figures a translated fee label places itself (the catalogue writes the `%` by each language's rules). */
export const FEE_FIGURES = {
  platformPercent: PLATFORM_FEE_PERCENT,
  processingPercent: PROCESSING_FEE_PER_MILLE / 10,
  processingFixed: PROCESSING_FIXED_FEE,
};

/** The two card fees' names with their rates, in `locale`: the fee table before paying, the payout statement. */
export function feeLabelsIn(locale: Locale) {
  const figure = new Intl.NumberFormat(locale);
  const fixed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
  return {
    platform: messageIn(locale, m.gift_fee_platform, { percent: figure.format(FEE_FIGURES.platformPercent) }),
    processing: messageIn(locale, m.gift_fee_processing, {
      percent: figure.format(FEE_FIGURES.processingPercent),
      fixed: `${fixed.format(PROCESSING_FIXED_FEE_US_CENTS / 100)} USD`,
    }),
  };
}

export const { platform: PLATFORM_FEE_LABEL, processing: PROCESSING_FEE_LABEL } = feeLabelsIn(BASE_LOCALE);

/** "on a 100 USD gift the fees are … USD and the recipient receives … USD", worked out by calculateCardFees. */
export function feeExampleInWords(amountUsd: number): string {
  const fees = calculateCardFees(amountUsd * 100, 'USD');
  const usd = (minor: number) => `${toDecimalString(minor, 'USD')} USD`;
  return `on a ${amountUsd} USD gift the fees are ${usd(fees.platformFeeMinor + fees.processingFeeMinor)} and the recipient receives ${usd(fees.payoutAmountMinor)}`;
}
