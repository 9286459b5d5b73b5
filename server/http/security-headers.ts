import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../../config/env.server';

const STRIPE_HOSTS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Uploaded files are only ever images, yet they are bytes a stranger chose: opened directly, nothing in them may run
 * or load anything (sandbox gives the document an opaque origin with scripts, forms and plugins off).
 */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export function nonceMiddleware(): RequestHandler {
  return (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  };
}

/** Strict CSP: scripts only from us (and Stripe when it is configured) or inline with this request's nonce. */
export function securityHeaders(config: Config, { dev }: { dev: boolean }): RequestHandler {
  const stripeOn = Boolean(config.stripe);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ...(stripeOn ? STRIPE_HOSTS.script : []),
        ],
        // React style props and the toast library's injected styles need inline styles; no script can run from them.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...(stripeOn ? STRIPE_HOSTS.connect : [])],
        'frame-src': stripeOn ? STRIPE_HOSTS.frame : ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'", ...(config.google ? [new URL(config.google.issuerUrl).origin] : [])],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
