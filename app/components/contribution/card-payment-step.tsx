import { lazy, Suspense, useEffect, useState } from 'react';
import { requestJson } from '../../lib/api-request';
import type { CardFormProps } from './payment-outcome';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentConfig {
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
}

/** The card payment screen (spec part 2 §2): Stripe's Payment Element, or the sandbox's test form. */
export function CardPaymentStep({ clientSecret, amountLabel, onBack, onPaid }: CardFormProps) {
  const [config, setConfig] = useState<PaymentConfig | null | 'failed'>(null);

  useEffect(() => {
    requestJson<PaymentConfig>('GET', '/api/stripe/config').then(setConfig, () => setConfig('failed'));
  }, []);

  if (config === null) return <p aria-live="polite">Loading payment form...</p>;
  if (config === 'failed' || (config.provider === 'stripe' && !config.publishableKey)) {
    return (
      <div role="alert" className="space-y-3">
        <h3 className="font-serif text-xl font-bold">Payment Setup Required</h3>
        <p>Card payments are not set up on this site yet. Please try again later or give by mobile wallet.</p>
        <button type="button" className="button-secondary" onClick={onBack}>
          Go Back
        </button>
      </div>
    );
  }
  if (!clientSecret.includes('_secret_')) {
    return (
      <div role="alert" className="space-y-3">
        <h3 className="font-serif text-xl font-bold">Payment Configuration Error</h3>
        <p>The payment could not be prepared. Please go back and try again.</p>
        <button type="button" className="button-secondary" onClick={onBack}>
          Go Back
        </button>
      </div>
    );
  }
  const formProps = { clientSecret, amountLabel, onBack, onPaid };
  return (
    <div className="space-y-4">
      {config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<p aria-live="polite">Loading payment form...</p>}>
          <StripeCardForm publishableKey={config.publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
      <p className="text-center text-sm text-stone-700">
        {config.provider === 'stripe'
          ? 'Secured by Stripe, our card payment provider.'
          : 'Secured by a card payment provider (test mode).'}{' '}
        Your bank statement will show PAMOJA.
      </p>
    </div>
  );
}
