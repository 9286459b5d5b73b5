import { WALLET_PROVIDERS } from '../../../domain/contributions/wallet-providers';
import { convertCurrency, formatMoney, getCurrency } from '../../../domain/shared/currencies';
import { BASE_LOCALE, type Locale, messageIn } from '../../../domain/shared/locales';
import { parseAmount, toMajorUnits } from '../../../domain/shared/money';
import { SIMPLE_EMAIL_PATTERN } from '../../../domain/shared/validation';
import { m } from '../../../paraglide/messages';

/** The mobile wallet screen's three steps (spec part 2 §2, §5). */
export const WALLET_STEPS = ['recipient', 'details', 'confirmation'] as const;
export type WalletStep = (typeof WALLET_STEPS)[number];
export const WALLET_STEP_LABELS = {
  recipient: m.wallet_step_recipient,
  details: m.wallet_step_details,
  confirmation: m.wallet_step_confirmation,
} satisfies Record<WalletStep, unknown>;

export interface WalletDraft {
  step: WalletStep;
  currency: string;
  amount: string;
  /** One of WALLET_PROVIDERS, or '' when the giver did not say. */
  walletProvider: string;
  contributorName: string;
  contributorEmail: string;
  contributorRelationship: string;
  memory: string;
  hideAmount: boolean;
  /** "Send me updates from the family" (issue 16), off unless ticked. */
  wantsUpdates: boolean;
  confirmationCode: string;
}

/** A fresh form: the amount is in the currency the recipient's wallet holds, not the giver's. */
export function emptyWalletDraft(recipientCurrency: string): WalletDraft {
  return {
    step: 'recipient',
    currency: recipientCurrency,
    amount: '',
    walletProvider: '',
    contributorName: '',
    contributorEmail: '',
    contributorRelationship: '',
    memory: '',
    hideAmount: false,
    wantsUpdates: false,
    confirmationCode: '',
  };
}

/** What was stored, kept only where it has the right type and a known value; the rest starts fresh. */
export function restoreWalletDraft(stored: unknown, initial: WalletDraft): WalletDraft {
  if (!stored || typeof stored !== 'object') return initial;
  const source = stored as Record<string, unknown>;
  const draft = { ...initial };
  for (const key of Object.keys(initial) as (keyof WalletDraft)[]) {
    if (typeof source[key] === typeof initial[key]) (draft as Record<string, unknown>)[key] = source[key];
  }
  if (!WALLET_STEPS.includes(draft.step)) draft.step = initial.step;
  if (!getCurrency(draft.currency)) draft.currency = initial.currency;
  if (!(WALLET_PROVIDERS as readonly string[]).includes(draft.walletProvider)) draft.walletProvider = '';
  return draft;
}

export interface WalletNotice {
  title: string;
  description?: string;
}

/** Why the step cannot move on yet (the spec's toasts, in `language`), or null when it can. */
export function problemWith(draft: WalletDraft, language: Locale = BASE_LOCALE): WalletNotice | null {
  const t = (message: typeof m.wallet_toast_amount) => messageIn(language, message);
  switch (draft.step) {
    case 'recipient': {
      const amount = parseAmount(draft.amount, draft.currency);
      return amount.ok && amount.amountMinor > 0
        ? null
        : { title: t(m.wallet_toast_amount), description: t(m.wallet_toast_amount_text) };
    }
    case 'details':
      if (!draft.contributorName.trim() || !draft.contributorEmail.trim()) {
        return { title: t(m.wallet_toast_missing), description: t(m.gift_error_name_and_email) };
      }
      return SIMPLE_EMAIL_PATTERN.test(draft.contributorEmail.trim())
        ? null
        : { title: t(m.wizard_email_invalid), description: t(m.wizard_email_invalid_text) };
    case 'confirmation':
      return draft.confirmationCode.trim() ? null : { title: t(m.gift_error_code) };
  }
}

export function nextWalletStep(step: WalletStep): WalletStep {
  return WALLET_STEPS[Math.min(WALLET_STEPS.length - 1, WALLET_STEPS.indexOf(step) + 1)];
}

export function previousWalletStep(step: WalletStep): WalletStep {
  return WALLET_STEPS[Math.max(0, WALLET_STEPS.indexOf(step) - 1)];
}

/**
 * The typed amount in the giver's own currency at the fixed display rates ("≈ £31.65"), or null when there is
 * nothing to convert or the two currencies are the same.
 */
export function senderEquivalentOf(
  draft: Pick<WalletDraft, 'amount' | 'currency'>,
  senderCurrency: string,
  moneyLocale?: string,
) {
  if (!senderCurrency || senderCurrency === draft.currency) return null;
  const amount = parseAmount(draft.amount, draft.currency);
  if (!amount.ok || amount.amountMinor === 0) return null;
  const converted = convertCurrency(
    toMajorUnits(amount.amountMinor, draft.currency),
    draft.currency,
    senderCurrency,
  );
  return `≈ ${formatMoney(converted, senderCurrency, moneyLocale, { approximate: true })}`;
}

/** The spec's POST /api/contribute payload (spec part 2 §3), plus the wallet the giver named. */
export function walletContributionBodyOf(
  draft: WalletDraft,
  campaignId: number,
  screenshot: string | null,
  now: Date,
) {
  return {
    campaignId,
    contributorName: draft.contributorName.trim(),
    contributorEmail: draft.contributorEmail.trim(),
    contributorRelationship: draft.contributorRelationship || 'other',
    amount: Number(draft.amount),
    currency: draft.currency,
    paymentMethod: 'mobile_wallet' as const,
    mobileWalletDetails: {
      confirmationCode: draft.confirmationCode.trim(),
      amount: Number(draft.amount),
      screenshot,
      timestamp: now.toISOString(),
    },
    walletProvider: draft.walletProvider || null,
    memory: draft.memory.trim() || null,
    hideAmount: draft.hideAmount,
    isAnonymous: false,
    wantsUpdates: draft.wantsUpdates,
    photos: [],
  };
}
