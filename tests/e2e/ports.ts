/** Ports of the end-to-end environment (playwright.config.ts starts these servers). */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3210);
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 3225);
export const E2E_MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3226);
/** The Google sign-in journey runs its own app (with Google configured) against a local OIDC issuer. */
export const E2E_GOOGLE_APP_PORT = Number(process.env.E2E_GOOGLE_APP_PORT ?? E2E_APP_PORT + 5);
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_APP_PORT + 6);
/** The card journeys with Stripe configured run their own app against the fake Stripe (playwright.stripe.config.ts). */
export const E2E_STRIPE_APP_PORT = Number(process.env.E2E_STRIPE_APP_PORT ?? E2E_APP_PORT + 7);
export const E2E_FAKE_STRIPE_PORT = Number(process.env.E2E_FAKE_STRIPE_PORT ?? E2E_APP_PORT + 8);
/** Where the tests do what only Stripe's side can (a bank settling a payment): tests/setup/fake-stripe-process.ts. */
export const E2E_FAKE_STRIPE_CONTROL_PORT = Number(
  process.env.E2E_FAKE_STRIPE_CONTROL_PORT ?? E2E_APP_PORT + 9,
);
/** The seeded demo organizer's password in the end-to-end app (random and printed once outside tests). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-password-for-tests';
