import { postJson } from '../../lib/api-request';
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
): Promise<PaidOutcome | null> {
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
    showPaymentFailed(message);
    return null;
  }
  if (answer === 'processing' || (answer === 'unanswered' && claimedStatus === 'processing')) {
    toast({ title: 'Payment pending', description: 'Your bank is confirming the payment.' });
    return 'processing';
  }
  if (answer === 'recorded') {
    toast({ title: 'Payment Successful', description: 'Thank you for your contribution!' });
    return 'succeeded';
  }
  if (claimedStatus !== 'succeeded') {
    showUnexpectedError();
    return null;
  }
  toast({
    title: 'Payment Processed',
    description:
      'Your payment was successful, but there was an issue recording your contribution. Please contact support if needed.',
    variant: 'destructive',
  });
  return 'succeeded';
}

export function showPaymentFailed(message: string | null | undefined) {
  toast({
    title: 'Payment failed',
    description: message || 'Payment could not be processed. Please try again.',
    variant: 'destructive',
  });
}

export function showUnexpectedError() {
  toast({
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  });
}
