import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_PORT, E2E_DEMO_PASSWORD, E2E_MAIL_HTTP_PORT, E2E_MAIL_SMTP_PORT } from './tests/e2e/ports';

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const dataDir = '.tmp/e2e-data';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // A journey tagged @phone-only runs at 360 px alone (the desktop layout is covered by the route table); one tagged
    // @desktop-only has its phone counterpart elsewhere.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/setup/mail-capture-server.ts',
      env: { MAIL_SMTP_PORT: String(E2E_MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(E2E_MAIL_HTTP_PORT) },
      url: `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}/messages`,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database each run; the demo campaign is seeded into it.
      command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BASE_URL: `http://127.0.0.1:${E2E_APP_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        // Each organizer fixture speaks from its own address (X-Forwarded-For), as organizers do: otherwise the
        // suite's many sign-ups from 127.0.0.1 meet the real per-address limits.
        TRUST_PROXY: '1',
      },
      url: `http://127.0.0.1:${E2E_APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
