import { useRef, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { afterConfirmation, paymentInstructionsUrl } from './card-wizard-model';
import { type CardFormProps, recordPayment, showPaymentFailed, showUnexpectedError } from './payment-outcome';
import { paymentReturnUrl } from './payment-return';
import { usePaymentElement } from './use-payment-element';

type StripeCardFormProps = CardFormProps & { publishableKey: string };

/** Stripe's card form; "Try again" after a failed load mounts a fresh one. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  return <PaymentElementForm key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function PaymentElementForm({
  publishableKey,
  clientSecret,
  amountLabel,
  onBack,
  onPaid,
  onRetry,
}: StripeCardFormProps & { onRetry: () => void }) {
  const { t, locale } = useMessages();
  const { mountPoint, stripe, state } = usePaymentElement(publishableKey, clientSecret);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current || !stripe.current || state !== 'ready') return;
    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const { error: refusal, paymentIntent } = await stripe.current.client.confirmPayment({
        elements: stripe.current.elements,
        redirect: 'if_required',
        // A method that leaves the page (bank authentication) comes back here; use-payment-return reads it.
        confirmParams: { return_url: paymentReturnUrl() },
      });
      if (refusal) {
        setError(refusal.message ?? null);
        showPaymentFailed(refusal.message, locale);
      } else {
        const next = afterConfirmation(paymentIntent?.status);
        if (next === 'record' && paymentIntent) {
          const outcome = await recordPayment(paymentIntent.id, paymentIntent.status, locale);
          if (outcome) onPaid(outcome);
        } else if (next === 'waiting') {
          onPaid('waiting', paymentInstructionsUrl(paymentIntent?.next_action));
        } else {
          showPaymentFailed(null, locale);
        }
      }
    } catch {
      showUnexpectedError(locale);
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      {state === 'loading' && <p aria-live="polite">{t(m.wizard_pay_loading)}</p>}
      {state === 'failed' && (
        <div role="alert" className="space-y-1">
          <p className="font-semibold">{t(m.wizard_pay_form_failed)}</p>
          <p>{t(m.wizard_pay_form_failed_text)}</p>
        </div>
      )}
      <div ref={mountPoint} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="button-secondary" onClick={onBack} disabled={processing}>
          {t(m.wizard_back)}
        </button>
        {state === 'failed' ? (
          <button type="button" className="button-primary" onClick={onRetry}>
            {t(m.wizard_try_again)}
          </button>
        ) : (
          <button type="submit" className="button-primary" disabled={processing || state !== 'ready'}>
            {processing ? t(m.wizard_pay_processing) : t(m.wizard_pay_title, { amount: amountLabel })}
          </button>
        )}
      </div>
    </form>
  );
}
