import { useRef, useState } from 'react';
import { postJson } from '../../lib/api-request';
import { toast } from '../../lib/toast';
import { createIntentBodyOf } from './card-wizard-model';
import type { CardWizardDraft } from './use-card-wizard-draft';

const GIVE_AGAIN_QUESTION =
  'This gift has already been paid. Thank you. Give again, as a second gift charged to your card? Choose Cancel to keep just the first.';

function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * "Continue to Payment": asks the server for the card payment, once per draft (a retry sends the same
 * idempotency key), keeps the client secret the payment form needs and moves on to it.
 */
export function useCardPaymentSetup(
  campaignId: number,
  wizard: Pick<CardWizardDraft, 'answers' | 'idempotencyKey' | 'keepIdempotencyKey' | 'goTo'>,
) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  async function continueToPayment() {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    let idempotencyKey = wizard.idempotencyKey || newIdempotencyKey();
    wizard.keepIdempotencyKey(idempotencyKey);
    try {
      let result = await postJson<{ clientSecret?: string }>(
        '/api/stripe/create-intent',
        createIntentBodyOf(wizard.answers, campaignId, idempotencyKey),
      );
      // This draft's gift was paid already: a second charge only when the giver says so, as a new submission.
      if (result.status === 409 && result.body.fieldErrors?.idempotencyKey === 'already_paid') {
        if (!window.confirm(GIVE_AGAIN_QUESTION)) throw new Error(result.body.message);
        idempotencyKey = newIdempotencyKey();
        wizard.keepIdempotencyKey(idempotencyKey);
        result = await postJson<{ clientSecret?: string }>(
          '/api/stripe/create-intent',
          createIntentBodyOf(wizard.answers, campaignId, idempotencyKey),
        );
      }
      if (!result.ok) throw new Error(result.body.message ?? `Payment setup failed: ${result.status}`);
      if (!result.body.clientSecret) throw new Error('Payment setup incomplete - no client secret');
      setClientSecret(result.body.clientSecret);
      wizard.goTo('payment');
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: error instanceof Error ? error.message : 'Failed to set up payment. Please try again.',
        variant: 'destructive',
      });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return { clientSecret, submitting, continueToPayment };
}

export type CardPaymentSetup = ReturnType<typeof useCardPaymentSetup>;
