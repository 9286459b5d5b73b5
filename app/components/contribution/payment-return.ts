/**
 * A payer sent away to authenticate (their bank's page, or any redirect-based method) comes back to the return_url
 * with `payment_intent`, `payment_intent_client_secret` and `redirect_status` added to it
 * (https://docs.stripe.com/js/payment_intents/confirm_payment, "return_url"; reading them on return:
 * https://docs.stripe.com/payments/payment-intents/verifying-status). The page the wizard runs on, the giving page
 * (the campaign page sends an older return on to it, decision 036), only checks for one (wizard-draft.ts,
 * resumesWizard) and opens the wizard, which reads it (use-payment-return.ts).
 */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

export interface PaymentReturn {
  paymentIntentId: string;
  /** What Stripe said on the way back (succeeded, processing, failed); the server reads the intent itself. */
  redirectStatus: string;
}

/** This page's address without what an earlier return added: where Stripe sends the payer back. */
export function paymentReturnUrl(href = window.location.href): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}

/**
 * The return this page was opened with, taken off its address at once (the client secret with it), so a reload
 * or a link shared from here does not confirm it again. Null on an ordinary visit.
 */
export function takePaymentReturn(): PaymentReturn | null {
  const params = new URLSearchParams(window.location.search);
  if (!RETURN_PARAMS.some((name) => params.has(name))) return null;
  window.history.replaceState(window.history.state, '', paymentReturnUrl());
  const paymentIntentId = params.get('payment_intent') ?? '';
  if (!/^pi_\w+$/.test(paymentIntentId)) return null;
  return { paymentIntentId, redirectStatus: params.get('redirect_status') ?? '' };
}
