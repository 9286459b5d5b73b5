import { m } from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';
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

/** The card fees' figures as a sentence in `locale` writes them (French puts a space before the percent sign): the FAQ and the manifesto place them. */
export function feeFiguresIn(locale: Locale) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const usd = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
  return {
    platform: percent.format(FEE_FIGURES.platformPercent / 100),
    processing: percent.format(FEE_FIGURES.processingPercent / 100),
    fixed: `${usd.format(PROCESSING_FIXED_FEE_US_CENTS / 100)} USD`,
  };
}

/** A worked example of the card fees on a gift of `amountUsd`, by calculateCardFees, its figures written in `locale`. */
export function feeExampleIn(locale: Locale, amountUsd: number) {
  const fees = calculateCardFees(amountUsd * 100, 'USD');
  const usd = (minor: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: minor % 100 ? 2 : 0 }).format(minor / 100)} USD`;
  return {
    gift: usd(amountUsd * 100),
    fees: usd(fees.platformFeeMinor + fees.processingFeeMinor),
    receives: usd(fees.payoutAmountMinor),
  };
}
