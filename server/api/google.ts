import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import express, { type Request } from 'express';
import { signInWithGoogle } from '../../domain/accounts/index.server';
import { isDomainError } from '../../domain/shared/errors';
import { safeRedirect } from '../../domain/shared/safe-redirect';
import {
  createGoogleSignIn,
  type GoogleFlow,
  type GoogleSignIn,
} from '../../integrations/identity/google-oidc.server';
import type { AppContext } from '../load-context';
import type { ApiDependencies } from './index';

const FLOW_COOKIE = 'pamoja_google';
const CALLBACK_PATH = '/api/auth/google/callback';
const FLOW_LIFETIME_SECONDS = 10 * 60;

interface StoredFlow extends GoogleFlow {
  redirectTo: string;
}

/** `GET /api/login` (spec part 1 §7) starts Google sign-in; Google sends the person back to the callback. */
export function createGoogleRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  let google: GoogleSignIn | undefined;
  const googleFor = (context: AppContext) => {
    if (!context.config.google) return undefined;
    google ??= createGoogleSignIn(context.config.google);
    return google;
  };

  router.get('/login', async (req, res) => {
    const context = contextFor(req, res);
    const signIn = googleFor(context);
    if (!signIn) return res.redirect(303, '/login?notice=google-unavailable');
    try {
      const { authorizationUrl, flow } = await signIn.start(`${context.config.baseUrl}${CALLBACK_PATH}`);
      const redirectTo = safeRedirect(req.query.redirectTo, '');
      res.setHeader('Set-Cookie', flowCookie(context, { ...flow, redirectTo }));
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, authorizationUrl);
    } catch (error) {
      context.logger.error({ err: error }, 'Google sign-in could not start');
      res.redirect(303, '/login?notice=google-unavailable');
    }
  });

  router.get('/auth/google/callback', async (req, res) => {
    const context = contextFor(req, res);
    const signIn = googleFor(context);
    const flow = readFlowCookie(context, req);
    const clearFlow = serialize(FLOW_COOKIE, '', { ...flowCookieOptions(context), maxAge: 0 });
    res.setHeader('Cache-Control', 'no-store');
    if (!signIn || !flow) {
      res.setHeader('Set-Cookie', clearFlow);
      return res.redirect(303, '/login?notice=google-failed');
    }
    try {
      const callbackUrl = new URL(req.originalUrl, context.config.baseUrl);
      const identity = await signIn.finish(callbackUrl, flow);
      const { user, isNew } = await signInWithGoogle(context.db, identity, context.locale);
      res.setHeader('Set-Cookie', [clearFlow, await context.session.signIn(user.id)]);
      const query = new URLSearchParams({ completed: isNew ? 'google-signup' : 'google' });
      if (flow.redirectTo) query.set('redirectTo', flow.redirectTo);
      res.redirect(303, `/login?${query}`);
    } catch (error) {
      res.setHeader('Set-Cookie', clearFlow);
      const notice = isDomainError(error, 'forbidden')
        ? 'account-suspended'
        : isDomainError(error)
          ? 'google-email-unverified'
          : 'google-failed';
      if (!isDomainError(error)) {
        context.logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'Google sign-in failed',
        );
      }
      res.redirect(303, `/login?notice=${notice}`);
    }
  });

  return router;
}

function flowCookieOptions(context: AppContext) {
  return {
    httpOnly: true,
    // Lax: the cookie must come back on Google's top-level redirect to the callback.
    sameSite: 'lax' as const,
    secure: context.config.isProduction,
    path: CALLBACK_PATH,
  };
}

function signatureOf(context: AppContext, payload: string): string {
  if (!context.config.sessionSecret) throw new Error('SESSION_SECRET is not resolved');
  return createHmac('sha256', context.config.sessionSecret).update(payload).digest('base64url');
}

/** Signed so nobody can plant a state and verifier of their own choosing in someone's browser. */
function flowCookie(context: AppContext, flow: StoredFlow): string {
  const payload = Buffer.from(
    JSON.stringify({ ...flow, expires: Date.now() + FLOW_LIFETIME_SECONDS * 1000 }),
  ).toString('base64url');
  return serialize(FLOW_COOKIE, `${payload}.${signatureOf(context, payload)}`, {
    ...flowCookieOptions(context),
    maxAge: FLOW_LIFETIME_SECONDS,
  });
}

function readFlowCookie(context: AppContext, req: Request): StoredFlow | null {
  const value = req.headers.cookie ? parse(req.headers.cookie)[FLOW_COOKIE] : undefined;
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(signatureOf(context, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof flow.expires !== 'number' || flow.expires < Date.now()) return null;
    return {
      state: String(flow.state),
      nonce: String(flow.nonce),
      codeVerifier: String(flow.codeVerifier),
      redirectTo: safeRedirect(flow.redirectTo, ''),
    };
  } catch {
    return null;
  }
}
