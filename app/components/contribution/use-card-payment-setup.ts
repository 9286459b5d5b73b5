import { useRef, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { createIntentBodyOf } from './card-wizard-model';
import type { CardWizardDraft } from './use-card-wizard-draft';

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
  const { t } = useMessages();
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
        if (!window.confirm(t(m.card_setup_give_again))) throw new Error(result.body.message);
        idempotencyKey = newIdempotencyKey();
        wizard.keepIdempotencyKey(idempotencyKey);
        result = await postJson<{ clientSecret?: string }>(
          '/api/stripe/create-intent',
          createIntentBodyOf(wizard.answers, campaignId, idempotencyKey),
        );
      }
      if (!result.ok) {
        throw new Error(result.body.message ?? t(m.card_setup_failed_status, { status: result.status }));
      }
      if (!result.body.clientSecret) throw new Error(t(m.card_setup_incomplete));
      setClientSecret(result.body.clientSecret);
      wizard.goTo('payment');
    } catch (error) {
      toast({
        title: t(m.card_setup_error_title),
        description: error instanceof Error ? error.message : t(m.card_setup_failed),
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
