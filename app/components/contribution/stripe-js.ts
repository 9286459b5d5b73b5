/** The few parts of Stripe.js the card form uses (loaded from js.stripe.com, which the CSP allows when Stripe is on). */
export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
  /** The element could not load (https://docs.stripe.com/js/element/events/on_loaderror). */
  on(event: 'loaderror', handler: (event: { error?: { message?: string } }) => void): void;
}
export interface StripeElements {
  create(type: 'payment', options: { layout: 'tabs' }): StripeElement;
}
/** What the giver must still do; its details sit under the key its type names (e.g. multibanco_display_details). */
export type StripeNextAction = { type: string } & Record<string, unknown>;

export interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{
    error?: { message?: string };
    paymentIntent?: { id: string; status: string; next_action?: StripeNextAction | null };
  }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let stripeScript: Promise<void> | null = null;

/**
 * Stripe.js is fetched only when a contributor reaches the payment step, never on the campaign page itself. A
 * script that fails (offline, blocked) is removed, so trying again fetches it afresh.
 */
export function loadStripeJs(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  stripeScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      stripeScript = null;
      reject(new Error('Stripe.js did not load'));
    };
    script.onload = () => (window.Stripe ? resolve() : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return stripeScript;
}
