import { useId, useRef, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { type CardFormProps, recordPayment, showPaymentFailed, showUnexpectedError } from './payment-outcome';

/** The sandbox's test cards (domain/payments' sandbox provider answers them). */
const SUCCEEDING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** The sandbox's card form: the same step as Stripe's, plainly marked as a test that moves no money. */
export function SandboxCardForm({ clientSecret, amountLabel, onBack, onPaid }: CardFormProps) {
  const id = useId();
  const { t, locale } = useMessages();
  const [cardNumber, setCardNumber] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setProcessing(true);
    setError(null);
    try {
      const result = await postJson<{ status: string; paymentIntentId: string }>(
        '/api/stripe/sandbox-confirm',
        {
          clientSecret,
          cardNumber,
        },
      );
      if (result.ok && result.body.status === 'succeeded') {
        const outcome = await recordPayment(result.body.paymentIntentId, 'succeeded', locale);
        if (outcome) onPaid(outcome);
        return;
      }
      if (result.status === 402 || result.status === 400) {
        setError(result.body.message ?? null);
        showPaymentFailed(result.body.message, locale);
      } else {
        showUnexpectedError(locale);
      }
    } catch {
      showUnexpectedError(locale);
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" noValidate>
      <p
        role="note"
        className="rounded-lg border-2 border-dashed border-amber-warm bg-amber-50 p-3 text-sm text-stone-900"
      >
        <strong>{t(m.wizard_sandbox_title)}</strong>{' '}
        {t(m.wizard_sandbox_cards, { success: SUCCEEDING_CARD, declined: DECLINED_CARD })}
      </p>
      <div>
        <label htmlFor={`${id}-card`} className="block font-medium">
          {t(m.wizard_card_number)}
        </label>
        <input
          id={`${id}-card`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={SUCCEEDING_CARD}
          className="mt-1 min-h-11 w-full rounded-lg border border-stone-300 px-3 text-lg tracking-wider"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="button-secondary" onClick={onBack} disabled={processing}>
          {t(m.wizard_back)}
        </button>
        <button type="submit" className="button-primary" disabled={processing || cardNumber.trim() === ''}>
          {processing ? t(m.wizard_pay_processing) : t(m.wizard_pay_title, { amount: amountLabel })}
        </button>
      </div>
    </form>
  );
}
