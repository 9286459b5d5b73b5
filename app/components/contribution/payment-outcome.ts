import { postJson } from '../../lib/api-request';
import { toast } from '../../lib/toast';

/** What each card form (Stripe's, the sandbox's) and the step that picks one receive. */
export interface CardFormProps {
  clientSecret: string;
  amountLabel: string;
  onBack: () => void;
  onSucceeded: () => void;
}

/**
 * After the card processor reports success the browser asks the server to record the contribution. If that call
 * fails the payment still went through (the webhook records it), so the contributor is told so and still reaches
 * the success step (spec part 2 §4, §8 'Payment Processed').
 */
export async function recordSucceededPayment(paymentIntentId: string): Promise<void> {
  try {
    const result = await postJson('/api/stripe/confirm-payment', { paymentIntentId });
    if (!result.ok) throw new Error(result.body.message);
    toast({ title: 'Payment Successful', description: 'Thank you for your contribution!' });
  } catch {
    toast({
      title: 'Payment Processed',
      description:
        'Your payment was successful, but there was an issue recording your contribution. Please contact support if needed.',
      variant: 'destructive',
    });
  }
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
