import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider';
import type { PaymentProvider } from './types';

export * from './types';

/** Stripe when its keys are configured; otherwise the offline sandbox. */
export function createPaymentProvider(stripe: StripeProviderOptions | undefined): PaymentProvider {
  return stripe ? createStripeProvider(stripe) : createSandboxProvider();
}
