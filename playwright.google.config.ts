import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { E2E_GOOGLE_APP_PORT, E2E_OIDC_PORT } from './tests/e2e/ports';

const dataDir = '.tmp/e2e-google-data';

/**
 * Google sign-in end to end: the app runs with GOOGLE_CLIENT_ID/SECRET and its issuer pointed at a local
 * OpenID Connect server, so the real protocol (discovery, PKCE, state, nonce, signed ID token) is exercised.
 * One worker: the tests tell the shared issuer who signs in next.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e-google',
  workers: 1,
  fullyParallel: false,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${E2E_GOOGLE_APP_PORT}` },
  webServer: [
    {
      command: 'node --import tsx tests/setup/oidc-mock-server.ts',
      env: { OIDC_PORT: String(E2E_OIDC_PORT) },
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E_GOOGLE_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BASE_URL: `http://127.0.0.1:${E2E_GOOGLE_APP_PORT}`,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'pamoja-e2e-client',
        GOOGLE_CLIENT_SECRET: 'pamoja-e2e-secret',
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${E2E_OIDC_PORT}`,
      },
      url: `http://127.0.0.1:${E2E_GOOGLE_APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
