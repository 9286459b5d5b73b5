import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeElements, type StripeJs } from './stripe-js';

export type PaymentElementState = 'loading' | 'ready' | 'failed';

/**
 * Stripe's Payment Element mounted in `mountPoint` for this client secret. It fails when Stripe.js does not load
 * or the element emits `loaderror` (https://docs.stripe.com/js/element/events/on_loaderror); the form offers to try
 * again by mounting a fresh one (a new key on the form).
 */
export function usePaymentElement(publishableKey: string, clientSecret: string) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeJs; elements: StripeElements } | null>(null);
  const [state, setState] = useState<PaymentElementState>('loading');

  useEffect(() => {
    let destroy = () => {};
    let cancelled = false;
    const fail = () => {
      if (!cancelled) setState('failed');
    };
    loadStripeJs()
      .then(() => {
        if (cancelled || !window.Stripe || !mountPoint.current) return;
        const client = window.Stripe(publishableKey);
        const elements = client.elements({ clientSecret });
        const element = elements.create('payment', { layout: 'tabs' });
        destroy = () => element.destroy();
        element.on('ready', () => {
          if (!cancelled) setState('ready');
        });
        element.on('loaderror', fail);
        element.mount(mountPoint.current);
        stripe.current = { client, elements };
      })
      .catch(fail);
    return () => {
      cancelled = true;
      stripe.current = null;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  return { mountPoint, stripe, state };
}
