import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import {
  type CardFormProps,
  recordSucceededPayment,
  showPaymentFailed,
  showUnexpectedError,
} from './payment-outcome';

/** The few parts of Stripe.js this form uses (loaded from js.stripe.com, which the CSP allows when Stripe is on). */
interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
}
interface StripeElements {
  create(type: 'payment', options: { layout: 'tabs' }): StripeElement;
}
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let stripeScript: Promise<void> | null = null;

/** Stripe.js is fetched only when a contributor reaches the payment step, never on the campaign page itself. */
function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  stripeScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      stripeScript = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return stripeScript;
}

export default function StripeCardForm({
  publishableKey,
  clientSecret,
  amountLabel,
  onBack,
  onSucceeded,
}: CardFormProps & { publishableKey: string }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let element: StripeElement | null = null;
    let cancelled = false;
    loadStripeJs()
      .then(() => {
        if (cancelled || !window.Stripe || !mountPoint.current) return;
        const client = window.Stripe(publishableKey);
        const elements = client.elements({ clientSecret });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setReady(true));
        element.mount(mountPoint.current);
        stripe.current = { client, elements };
      })
      .catch(() => {
        toast({
          title: 'Error',
          description: 'Payment system not ready. Please try again.',
          variant: 'destructive',
        });
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!stripe.current || !ready) {
      toast({
        title: 'Error',
        description: 'Payment system not ready. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    inFlight.current = true;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.current.client.confirmPayment({
        elements: stripe.current.elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (error) {
        showPaymentFailed(error.message);
      } else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') {
        await recordSucceededPayment(paymentIntent.id);
        onSucceeded();
      } else {
        showPaymentFailed(null);
      }
    } catch {
      showUnexpectedError();
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      {!ready && <p aria-live="polite">Loading payment form...</p>}
      <div ref={mountPoint} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="button-secondary" onClick={onBack} disabled={processing}>
          Back
        </button>
        <button type="submit" className="button-primary" disabled={processing || !ready}>
          {processing ? 'Processing...' : `Contribute ${amountLabel}`}
        </button>
      </div>
    </form>
  );
}
