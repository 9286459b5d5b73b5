import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { messageIn } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * How a gift ends in the browser: recorded, still with the bank (a delayed method, recorded by the webhook), or
 * waiting for the giver to pay a voucher or bank transfer outside the page (recorded by the webhook when they do).
 */
export type PaidOutcome = 'succeeded' | 'processing' | 'waiting';

/** What each card form (Stripe's, the sandbox's) and the step that picks one receive. */
export interface CardFormProps {
  clientSecret: string;
  amountLabel: string;
  onBack: () => void;
  /** `instructionsUrl`: where a waiting giver finds their voucher or transfer details again. */
  onPaid: (outcome: PaidOutcome, instructionsUrl?: string | null) => void;
}

type ConfirmAnswer = 'recorded' | 'processing' | 'refused' | 'unanswered';

function answerOf(status: number): ConfirmAnswer {
  if (status === 202) return 'processing';
  if (status >= 200 && status < 300) return 'recorded';
  // Payment not found, or the intent is not paid (409): Stripe says no.
  if (status >= 400 && status < 500 && status !== 429) return 'refused';
  return 'unanswered';
}

/**
 * Once the card processor has said the payment went through (`claimedStatus`: Stripe.js's answer, or the
 * redirect_status of a return), the browser asks the server to record it; the server reads the intent from the
 * processor itself. 202 means the bank is still confirming: the webhook records it when it is done. If the server
 * cannot be reached the payment still went through (the webhook records it), so the contributor is told so and
 * still reaches the success step (spec part 2 §4, §8 'Payment Processed'). Null when the payment did not go through.
 */
export async function recordPayment(
  paymentIntentId: string,
  claimedStatus: string,
  locale: Locale,
): Promise<PaidOutcome | null> {
  const t = (message: typeof m.wizard_toast_pending) => messageIn(locale, message);
  let answer: ConfirmAnswer = 'unanswered';
  let message: string | undefined;
  try {
    const result = await postJson('/api/stripe/confirm-payment', { paymentIntentId });
    answer = answerOf(result.status);
    message = result.body.message;
  } catch {
    // offline: as unanswered
  }
  if (answer === 'refused') {
    showPaymentFailed(message, locale);
    return null;
  }
  if (answer === 'processing' || (answer === 'unanswered' && claimedStatus === 'processing')) {
    toast({ title: t(m.wizard_toast_pending), description: t(m.wizard_toast_pending_text) });
    return 'processing';
  }
  if (answer === 'recorded') {
    toast({ title: t(m.wizard_toast_paid), description: t(m.wizard_toast_paid_text) });
    return 'succeeded';
  }
  if (claimedStatus !== 'succeeded') {
    showUnexpectedError(locale);
    return null;
  }
  toast({
    title: t(m.wizard_toast_unrecorded),
    description: t(m.wizard_toast_unrecorded_text),
    variant: 'destructive',
  });
  return 'succeeded';
}

/** `message`: the processor's or the server's own reason, already in the giver's language where it can be. */
export function showPaymentFailed(message: string | null | undefined, locale: Locale) {
  toast({
    title: messageIn(locale, m.wizard_toast_failed),
    description: message || messageIn(locale, m.wizard_toast_failed_text),
    variant: 'destructive',
  });
}

export function showUnexpectedError(locale: Locale) {
  toast({
    title: messageIn(locale, m.gift_error_title),
    description: messageIn(locale, m.gift_error_unexpected),
    variant: 'destructive',
  });
}
