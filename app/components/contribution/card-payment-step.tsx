import { lazy, Suspense, useEffect, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { requestJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import type { CardFormProps } from './payment-outcome';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface PaymentConfig {
  provider: 'stripe' | 'sandbox';
  publishableKey: string | null;
}

/** The card payment screen (spec part 2 §2): Stripe's Payment Element, or the sandbox's test form. */
export function CardPaymentStep({ clientSecret, amountLabel, onBack, onPaid }: CardFormProps) {
  const { t } = useMessages();
  const [config, setConfig] = useState<PaymentConfig | null | 'failed'>(null);

  useEffect(() => {
    requestJson<PaymentConfig>('GET', '/api/stripe/config').then(setConfig, () => setConfig('failed'));
  }, []);

  const loading = <p aria-live="polite">{t(m.wizard_pay_loading)}</p>;
  if (config === null) return loading;
  if (config === 'failed' || (config.provider === 'stripe' && !config.publishableKey)) {
    return (
      <div role="alert" className="space-y-3">
        <h3 className="font-serif text-xl font-bold">{t(m.wizard_pay_setup_title)}</h3>
        <p>{t(m.wizard_pay_setup_text)}</p>
        <button type="button" className="button-secondary" onClick={onBack}>
          {t(m.wizard_go_back)}
        </button>
      </div>
    );
  }
  if (!clientSecret.includes('_secret_')) {
    return (
      <div role="alert" className="space-y-3">
        <h3 className="font-serif text-xl font-bold">{t(m.wizard_pay_config_title)}</h3>
        <p>{t(m.wizard_pay_config_text)}</p>
        <button type="button" className="button-secondary" onClick={onBack}>
          {t(m.wizard_go_back)}
        </button>
      </div>
    );
  }
  const formProps = { clientSecret, amountLabel, onBack, onPaid };
  return (
    <div className="space-y-4">
      {config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={loading}>
          <StripeCardForm publishableKey={config.publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
      <p className="text-center text-sm text-stone-700">
        {t(config.provider === 'stripe' ? m.wizard_pay_secured_stripe : m.wizard_pay_secured_test)}{' '}
        {t(m.wizard_pay_statement)}
      </p>
    </div>
  );
}
