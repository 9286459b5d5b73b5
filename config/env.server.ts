import { z } from 'zod';
import type { S3FileStoreOptions } from '../integrations/storage/s3-file-store.server';
import { redactUrl } from './redact-url';
import { readTrustProxy, type TrustProxy } from './trust-proxy.server';

const optionalText = z.string().trim().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 1 to 65535')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pamoja <no-reply@pamoja.example>'),
  BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const read = readTrustProxy(value);
      if ('setting' in read) return read.setting;
      context.addIssue({ code: 'custom', message: read.refusal });
      return z.NEVER;
    }),
  ADMIN_ENDPOINT_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(1).max(65535)], {
      error: 'must be off or a port from 1 to 65535',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CARD_PAYMENTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
  OPENAI_API_KEY: optionalText,
  TRIBUTE_API_URL: z.url({ error: 'must be a URL' }).optional(),
  DEMO_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as af-south-1')
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  baseUrl: string;
  /** Undefined until `resolveSessionSecret` has run in development. */
  sessionSecret: string | undefined;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses (config/trust-proxy.server.ts). */
  trustProxy: TrustProxy;
  /**
   * The embedded database's command endpoint (server/admin-endpoint.ts) on 127.0.0.1: `off`, a fixed port, or
   * undefined for a free port picked at start.
   */
  adminEndpointPort: 'off' | number | undefined;
  logLevel: Env['LOG_LEVEL'];
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string } | undefined;
  /** CARD_PAYMENTS=off: only wallet gifts are offered, and the card API refuses with a 409. */
  cardPayments: 'on' | 'off';
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  tributeWriter: { apiKey?: string; apiUrl?: string };
  /** The demo organizer's password when the demo is seeded; random (and printed once) when unset. */
  demoPassword: string | undefined;
  /** Uploads in an S3-compatible bucket; undefined: on the local disk under DATA_DIR/uploads. */
  s3: S3FileStoreOptions | undefined;
}

/** Values never echoed in an error: they are, or may carry, credentials (a URL's password). */
/** Shown only through redactUrl: a URL may carry a password in its user part or its query. */
const URL_VARIABLES = new Set([
  'BASE_URL',
  'STRIPE_API_URL',
  'GOOGLE_ISSUER_URL',
  'TRIBUTE_API_URL',
  'S3_ENDPOINT',
]);

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'SESSION_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'OPENAI_API_KEY',
  'DEMO_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** sk_live_…, rk_test_…, pk_live_…: Stripe names a key's mode in its prefix (docs.stripe.com/keys). */
function stripeKeyMode(key: string | undefined): 'live' | 'test' | undefined {
  return /^(?:sk|rk|pk)_(live|test)_/.exec(key ?? '')?.[1] as 'live' | 'test' | undefined;
}

/** A Stripe API on this machine (a local stand-in): plain http never leaves it. */
function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * Card payments in production (issue 31 item 1, issue 29 item 8): never the sandbox's play money unless card payments
 * are turned off, and never live keys sent to another API host, or any key over plain http to another machine.
 */
function checkProductionCardPayments(env: Env) {
  if (!env.STRIPE_SECRET_KEY && env.CARD_PAYMENTS === 'on') {
    throw new ConfigError(
      'Missing Stripe keys: in production card payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (the sandbox takes no real money); set CARD_PAYMENTS=off to offer only mobile wallet gifts',
    );
  }
  if (!env.STRIPE_API_URL) return;
  if (stripeKeyMode(env.STRIPE_SECRET_KEY) === 'live') {
    throw new ConfigError(
      'Invalid environment variable STRIPE_API_URL: live Stripe keys go only to Stripe itself; unset STRIPE_API_URL in production',
    );
  }
  const apiUrl = new URL(env.STRIPE_API_URL);
  if (apiUrl.protocol === 'http:' && !isLoopbackUrl(apiUrl)) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_API_URL: in production it must be https (plain http only to this machine)',
    );
  }
}

export function parseConfig(source: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(withoutEmptyValues(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue.path[0] ?? 'environment');
    const given = source[variable];
    const shown =
      given === undefined || SECRET_VARIABLES.has(variable)
        ? ''
        : ` (got "${URL_VARIABLES.has(variable) ? redactUrl(given) : given}")`;
    throw new ConfigError(`Invalid environment variable ${variable}${shown}: ${issue.message}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError('Missing environment variable SESSION_SECRET: it is required in production');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Incomplete Stripe configuration: set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
    );
  }
  const secretKeyMode = stripeKeyMode(env.STRIPE_SECRET_KEY);
  const publishableKeyMode = stripeKeyMode(env.STRIPE_PUBLISHABLE_KEY);
  if (secretKeyMode && publishableKeyMode && secretKeyMode !== publishableKeyMode) {
    throw new ConfigError(
      `Mixed Stripe keys: STRIPE_SECRET_KEY is a ${secretKeyMode} key and STRIPE_PUBLISHABLE_KEY a ${publishableKeyMode} key; use two live keys or two test keys`,
    );
  }
  if (isProduction && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Missing environment variable STRIPE_WEBHOOK_SECRET: in production card payments are recorded from Stripe's webhooks, so it is required with the Stripe keys",
    );
  }
  if (isProduction) checkProductionCardPayments(env);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Incomplete S3 configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials)",
    );
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Missing environment variable S3_BUCKET: the other S3_ settings need a bucket');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Incomplete Google configuration: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY,
    adminEndpointPort: env.ADMIN_ENDPOINT_PORT,
    logLevel: env.LOG_LEVEL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    cardPayments: env.CARD_PAYMENTS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.GOOGLE_ISSUER_URL,
          }
        : undefined,
    tributeWriter: { apiKey: env.OPENAI_API_KEY, apiUrl: env.TRIBUTE_API_URL },
    demoPassword: env.DEMO_PASSWORD,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}
