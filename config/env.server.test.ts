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

  it('when nothing is set, then it listens on loopback only, so a laptop on café Wi-Fi exposes nothing', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each(['abc', '70000', '0', '0x10', '1e3', '-1', '80.5'])(
    'when PORT is %s, then the one-line error names PORT, the value and the range',
    (port) => {
      expect(() => parseConfig({ PORT: port })).toThrowError(ConfigError);
      expect(() => parseConfig({ PORT: port })).toThrowError(
        `Invalid environment variable PORT (got "${port}"): must be a whole number from 1 to 65535`,
      );
    },
  );

  it('when PORT is a valid port, then it is used', () => {
    expect(parseConfig({ PORT: '65535' }).port).toBe(65535);
    expect(parseConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['DATABASE_URL', 'mysql://admin:hunter2-db@db.example/x'],
    ['SMTP_URL', 'http://user:hunter2-mail@mail.example'],
    ['SESSION_SECRET', 'hunter2-short'],
    ['STRIPE_SECRET_KEY', 'pk_live_hunter2'],
    ['DEMO_PASSWORD', 'hunter2'],
  ])(
    'when the secret %s is invalid, then the error names it without echoing its value',
    (variable, value) => {
      let message = '';
      try {
        parseConfig({ [variable]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
      expect(message).not.toContain('hunter2');
    },
  );

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
    expect(
      parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), CARD_PAYMENTS: 'off' })
        .isProduction,
    ).toBe(true);
  });

  it('when in production without Stripe keys, then it refuses the sandbox unless card payments are off (issue 31 item 1)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => parseConfig(production)).toThrowError(/^Missing Stripe keys: .*CARD_PAYMENTS=off/);
    expect(parseConfig({ ...production, CARD_PAYMENTS: 'off' }).cardPayments).toBe('off');
    expect(parseConfig({}).cardPayments).toBe('on');
    expect(() => parseConfig({ CARD_PAYMENTS: 'no' })).toThrowError(
      'Invalid environment variable CARD_PAYMENTS (got "no"): must be on or off',
    );
  });

  it('when in production STRIPE_API_URL goes to another host over http or carries live keys, then it refuses (issue 29 item 8)', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    const testKeys = { STRIPE_SECRET_KEY: 'rk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    const liveKeys = { STRIPE_SECRET_KEY: 'rk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };
    expect(() =>
      parseConfig({ ...production, ...liveKeys, STRIPE_API_URL: 'https://stripe-proxy.example' }),
    ).toThrowError(/^Invalid environment variable STRIPE_API_URL: live Stripe keys go only to Stripe/);
    expect(() =>
      parseConfig({ ...production, ...testKeys, STRIPE_API_URL: 'http://stripe-mock.example:12111' }),
    ).toThrowError(/^Invalid environment variable STRIPE_API_URL: in production it must be https/);
    expect(
      parseConfig({ ...production, ...testKeys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
    expect(parseConfig({ ...production, ...liveKeys }).stripe?.secretKey).toBe('rk_live_1');
    expect(parseConfig({ ...testKeys, STRIPE_API_URL: 'http://stripe-mock.example' }).stripe?.apiUrl).toBe(
      'http://stripe-mock.example',
    );
  });

  it('when only one Stripe key is set, then it explains both are needed', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('when the Stripe keys mix live and test modes, then it refuses to start and names both (issue 12 item 10)', () => {
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toThrowError(
      'Mixed Stripe keys: STRIPE_SECRET_KEY is a live key and STRIPE_PUBLISHABLE_KEY a test key; use two live keys or two test keys',
    );
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: 'rk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }),
    ).toThrowError(/Mixed Stripe keys/);
    expect(
      parseConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }).stripe,
    ).toBeDefined();
  });

  it('when in production with Stripe keys but no webhook secret, then it refuses to start (issue 12 item 10)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };
    expect(() => parseConfig({ ...production, ...keys })).toThrowError(
      /^Missing environment variable STRIPE_WEBHOOK_SECRET: /,
    );
    expect(
      parseConfig({ ...production, ...keys, STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe?.webhookSecret,
    ).toBe('whsec_1');
    expect(parseConfig(keys).stripe?.webhookSecret).toBeUndefined();
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

  it('when no S3_BUCKET is set, then uploads stay on the local disk', () => {
    expect(parseConfig({}).s3).toBeUndefined();
  });

  it('when an S3 bucket is configured, then uploads go there, path-style through the endpoint given', () => {
    const config = parseConfig({
      S3_BUCKET: 'pamoja-uploads',
      S3_REGION: 'af-south-1',
      S3_ENDPOINT: 'https://objects.example',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'pamoja-uploads',
      region: 'af-south-1',
      endpoint: 'https://objects.example',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    // Without keys, the SDK's own chain (an instance role, AWS_ACCESS_KEY_ID…) supplies them.
    expect(parseConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      credentials: undefined,
    });
  });

  it('when the S3 settings are half there, then it refuses to start and says what is missing, never echoing the secret', () => {
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).toThrow(
      /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseConfig({ S3_ENDPOINT: 'https://objects.example' })).toThrow(
      /Missing environment variable S3_BUCKET/,
    );
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://objects.example' })).toThrow(
      'Invalid environment variable S3_ENDPOINT (got "ftp://objects.example/"): must be an http(s) URL',
    );
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_REGION: 'Africa/Nairobi' })).toThrow(/S3_REGION/);
  });

  it("when TRUST_PROXY is a hop count or the proxies' addresses, then Express gets that form (issue 31 item 3)", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(parseConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'loopback,,'])(
    'when TRUST_PROXY is %s, then it refuses to start and names the forms it accepts',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY \(got ".*"\): .*number of proxies.*such as 1.*CIDR ranges/,
      );
    },
  );

  it.each([
    [
      { TRIBUTE_API_URL: 'https://models.example:99999/v1?password=hunter2' },
      'TRIBUTE_API_URL (got "[not a URL]")',
    ],
    [
      { S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://objects.example/?password=hunter2' },
      'S3_ENDPOINT (got "ftp://objects.example/?password=[redacted]")',
    ],
  ])(
    'when a URL carries a password in its query, then the refusal never shows it (issue 31 item 6)',
    (env, shown) => {
      expect(() => parseConfig(env)).toThrow(shown);
      expect(() => parseConfig(env)).not.toThrow(/hunter2/);
    },
  );

  it("when ADMIN_ENDPOINT_PORT is set, then the embedded database's command endpoint is off or on that port (issue 31 item 6)", () => {
    expect(parseConfig({}).adminEndpointPort).toBeUndefined();
    expect(parseConfig({ ADMIN_ENDPOINT_PORT: 'off' }).adminEndpointPort).toBe('off');
    expect(parseConfig({ ADMIN_ENDPOINT_PORT: '3999' }).adminEndpointPort).toBe(3999);
    expect(() => parseConfig({ ADMIN_ENDPOINT_PORT: 'on' })).toThrow(
      'Invalid environment variable ADMIN_ENDPOINT_PORT (got "on"): must be off or a port from 1 to 65535',
    );
  });
});
