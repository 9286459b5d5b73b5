import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.server';

describe('parseConfig', () => {
  it('when nothing is set, then it runs on the embedded database on port 3000', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      isProduction: false,
    });
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.stripe).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('when PORT is not a number, then the one-line error names PORT and the value', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrowError(
      /^Invalid environment variable PORT \(got "abc"\): must be a number$/,
    );
  });

  it('when a value is an empty string, then it counts as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SMTP_URL', 'http://mail'],
    ['BASE_URL', 'not a url'],
    ['SESSION_SECRET', 'short'],
    ['STRIPE_SECRET_KEY', 'pk_live_x'],
    ['LOG_LEVEL', 'loud'],
  ])('when %s is %s, then the error names the variable', (variable, value) => {
    expect(() => parseConfig({ [variable]: value })).toThrowError(
      new RegExp(`^Invalid environment variable ${variable}`),
    );
  });

  it('when in production without SESSION_SECRET, then it refuses to start', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrowError(/SESSION_SECRET/);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it('when only one Stripe key is set, then it explains both are needed', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('when Stripe and Google are configured, then both integrations are on', () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      BASE_URL: 'https://pamoja.example/',
    });
    expect(config.stripe?.publishableKey).toBe('pk_test_1');
    expect(config.google?.issuerUrl).toBe('https://accounts.google.com');
    expect(config.baseUrl).toBe('https://pamoja.example');
  });
});
