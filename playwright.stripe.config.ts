import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import {
  E2E_DEMO_PASSWORD,
  E2E_FAKE_STRIPE_CONTROL_PORT,
  E2E_FAKE_STRIPE_PORT,
  E2E_MAIL_HTTP_PORT,
  E2E_MAIL_SMTP_PORT,
  E2E_STRIPE_APP_PORT,
} from './tests/e2e/ports';

const dataDir = '.tmp/e2e-stripe-data';
const webhookSecret = 'whsec_pamoja_e2e';

/**
 * Card payments with Stripe configured, end to end: the app runs with test keys and STRIPE_API_URL pointed at the
 * fake Stripe (tests/setup/fake-stripe-process.ts), which sends it signed webhooks. In the browser, Stripe.js and
 * api.stripe.com are routed to a small Stripe.js stand-in and to the fake (tests/e2e-stripe/stripe-fixtures.ts), so
 * the page's Content-Security-Policy applies as in production. One worker: the tests share the fake.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-stripe',
  workers: 1,
  fullyParallel: false,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${E2E_STRIPE_APP_PORT}` },
  // The phone only: the journeys are about payment states, and each one costs a minute of CI per project.
  projects: baseConfig.projects?.filter((project) => project.name === 'phone'),
  webServer: [
    // The receipts a giver is sent (tests/e2e/fixtures.ts waitForMail).
    {
      command: 'node --import tsx tests/setup/mail-capture-server.ts',
      env: { MAIL_SMTP_PORT: String(E2E_MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(E2E_MAIL_HTTP_PORT) },
      url: `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/messages`,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx tests/setup/fake-stripe-process.ts',
      env: {
        FAKE_STRIPE_PORT: String(E2E_FAKE_STRIPE_PORT),
        FAKE_STRIPE_CONTROL_PORT: String(E2E_FAKE_STRIPE_CONTROL_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${E2E_STRIPE_APP_PORT}/api/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
      url: `http://127.0.0.1:${E2E_FAKE_STRIPE_CONTROL_PORT}/healthz`,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E_STRIPE_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BASE_URL: `http://127.0.0.1:${E2E_STRIPE_APP_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        STRIPE_SECRET_KEY: 'sk_test_pamoja_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_pamoja_e2e',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${E2E_FAKE_STRIPE_PORT}`,
      },
      url: `http://127.0.0.1:${E2E_STRIPE_APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
