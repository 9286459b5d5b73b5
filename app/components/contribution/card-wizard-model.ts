import { amountCoveringFees, minimumCardAmount } from '../../../domain/payments/fees';
import { getCurrency } from '../../../domain/shared/currencies';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { BASE_LOCALE, type Locale } from '../../../domain/shared/locales';
import { parseAmount, toMajorUnits } from '../../../domain/shared/money';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { m } from '../../../paraglide/messages';
import { messageIn } from '../../lib/i18n';

/** The card contribution wizard's steps, in order (spec part 2 §2). */
export const CARD_STEPS = [
  'intro',
  'name',
  'email',
  'relationship',
  'amount',
  'message',
  'photo',
  'privacy',
  'continue-payment',
  'payment',
  'success',
] as const;
export type CardStep = (typeof CARD_STEPS)[number];

/** A choice step moves on by itself this long after a click, so the choice is seen before it goes. */
export const AUTO_ADVANCE_MS = 300;

export interface CardAnswers {
  contributorName: string;
  contributorEmail: string;
  contributorRelationship: string;
  amount: string;
  currency: string;
  memory: string;
  photos: string[];
  hideAmount: boolean;
  isAnonymous: boolean;
  /** "Send me updates from the family" (issue 16), off unless ticked. */
  wantsUpdates: boolean;
  /** The giver adds the fees so the whole amount reaches the family. */
  coverFees: boolean;
}

export interface CardDraft {
  step: CardStep;
  answers: CardAnswers;
  /** One per submission: a retried "Continue to Payment" reuses the same payment. */
  idempotencyKey: string;
}

export function initialCardDraft(currency = 'USD'): CardDraft {
  return {
    step: 'intro',
    idempotencyKey: '',
    answers: {
      contributorName: '',
      contributorEmail: '',
      contributorRelationship: '',
      amount: '',
      currency: cardCurrencyOf(currency),
      memory: '',
      photos: [],
      hideAmount: false,
      isAnonymous: false,
      wantsUpdates: false,
      coverFees: false,
    },
  };
}

/** Cards cannot be paid in every currency (ZWL): those fall back to USD. */
export function cardCurrencyOf(code: string): string {
  return getCurrency(code)?.stripeSupported ? code : 'USD';
}

/** intro 0; every other step index/8 × 85, never above 85 (spec part 2 §2). */
export function progressOf(step: CardStep): number {
  const index = CARD_STEPS.indexOf(step);
  return index === 0 ? 0 : Math.min(85, Math.round((index / 8) * 85));
}

export function nextStepOf(step: CardStep): CardStep {
  return CARD_STEPS[Math.min(CARD_STEPS.length - 1, CARD_STEPS.indexOf(step) + 1)];
}

export function previousStepOf(step: CardStep): CardStep {
  return CARD_STEPS[Math.max(0, CARD_STEPS.indexOf(step) - 1)];
}

export function firstNameOf(answers: CardAnswers): string {
  return answers.contributorName.trim().split(/\s+/)[0] ?? '';
}

export interface AmountCheck {
  amountMinor: number;
  isValid: boolean;
  /** The rule under the field, or why the typed amount is refused. */
  message: string;
  showsError: boolean;
}

export function checkAmount(
  { amount, currency }: Pick<CardAnswers, 'amount' | 'currency'>,
  { language, moneyLocale }: { language: Locale; moneyLocale?: string } = { language: BASE_LOCALE },
): AmountCheck {
  const minimum = minimumCardAmount(currency);
  const parsed = parseAmount(amount, currency);
  const amountMinor = parsed.ok ? parsed.amountMinor : 0;
  const isValid = parsed.ok && toMajorUnits(amountMinor, currency) >= minimum;
  return {
    amountMinor,
    isValid,
    message:
      amount !== '' && !parsed.ok
        ? messageIn(language, m.wizard_amount_invalid)
        : messageIn(language, m.wizard_amount_minimum, {
            minimum: formatMoney(minimum, currency, moneyLocale, { whole: true }),
          }),
    showsError: amount !== '' && !isValid,
  };
}

/**
 * What the card will be charged: the gift, or the gift with the fees added when the giver covers them. Shown
 * before paying; the server works it out again from the gift and the choice.
 */
export function chargedAmountMinorOf(answers: CardAnswers): number {
  const { amountMinor, isValid } = checkAmount(answers);
  return isValid && answers.coverFees ? amountCoveringFees(amountMinor, answers.currency) : amountMinor;
}

export function isEmailValid(email: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(email.trim());
}

/** Whether the step's Continue may be pressed with these answers. */
export function canContinue(step: CardStep, answers: CardAnswers): boolean {
  switch (step) {
    case 'name':
      return answers.contributorName.trim() !== '';
    case 'email':
      return isEmailValid(answers.contributorEmail);
    case 'relationship':
      return answers.contributorRelationship !== '';
    case 'amount':
    case 'continue-payment':
      return checkAmount(answers).isValid;
    default:
      return true;
  }
}

/** What "Continue to Payment" sends to POST /api/stripe/create-intent; the server recomputes every amount. */
export function createIntentBodyOf(answers: CardAnswers, campaignId: number, idempotencyKey: string) {
  return {
    ...answers,
    contributorName: answers.contributorName.trim(),
    contributorEmail: answers.contributorEmail.trim(),
    amount: answers.amount.trim(),
    campaignId: String(campaignId),
    memory: answers.memory.trim() || null,
    idempotencyKey,
  };
}

function isCardStep(value: unknown): value is CardStep {
  return CARD_STEPS.includes(value as CardStep);
}

function restoredAnswers(stored: unknown, initial: CardAnswers): CardAnswers {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const answers = { ...initial };
  for (const key of Object.keys(initial) as (keyof CardAnswers)[]) {
    const value = source[key];
    if (key === 'photos') {
      if (Array.isArray(value) && value.every((photo) => typeof photo === 'string')) answers.photos = value;
    } else if (typeof value === typeof initial[key]) {
      (answers as Record<string, unknown>)[key] = value;
    }
  }
  return answers;
}

/**
 * A wizard reopened from session storage. The client secret lives in memory only, so a reload during payment
 * goes back to the step that creates it; a finished gift starts afresh; a stored currency cards cannot take, or
 * a wizard not yet begun, uses the visitor's currency.
 */
export function restoreCardDraft(stored: unknown, visitorCurrency: string): CardDraft {
  const fresh = initialCardDraft(visitorCurrency);
  if (!stored || typeof stored !== 'object') return fresh;
  const { step, answers, idempotencyKey } = stored as Record<string, unknown>;
  if (!isCardStep(step) || step === 'success') return fresh;
  const restored = restoredAnswers(answers, fresh.answers);
  const notYetChosen = step === 'intro' && restored.amount === '';
  return {
    step: step === 'payment' ? 'continue-payment' : step,
    idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : '',
    answers: {
      ...restored,
      currency: notYetChosen ? fresh.answers.currency : cardCurrencyOf(restored.currency),
    },
  };
}

/**
 * What a confirmed intent's status (Stripe.js's answer) asks of the wizard. Paid, or with the bank (a debit stays
 * `processing` for days): recorded. `requires_action` once Stripe.js has shown what it could: a voucher or a bank
 * transfer's instructions (next_action display_bank_transfer_instructions, multibanco_display_details, …) that the
 * giver pays outside the page, days later (https://docs.stripe.com/payments/paymentintents/lifecycle): waiting for
 * their payment, never "Payment failed". Anything else did not go through.
 */
/**
 * The page where a giver finds their voucher or transfer details again once Stripe.js's own modal is closed: a
 * voucher's hosted_voucher_url (multibanco_display_details, oxxo_display_details, boleto_display_details, …) or a
 * bank transfer's hosted_instructions_url (display_bank_transfer_instructions), from the intent's next_action
 * (https://docs.stripe.com/api/payment_intents/object#payment_intent_object-next_action). Null when there is none.
 */
export function paymentInstructionsUrl(
  nextAction: ({ type: string } & Record<string, unknown>) | null | undefined,
) {
  const details = nextAction?.[nextAction.type] as Record<string, unknown> | undefined;
  const url = details?.hosted_voucher_url ?? details?.hosted_instructions_url;
  if (typeof url !== 'string') return null;
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

export function afterConfirmation(status: string | undefined): 'record' | 'waiting' | 'failed' {
  if (status === 'succeeded' || status === 'processing') return 'record';
  if (status === 'requires_action') return 'waiting';
  return 'failed';
}
