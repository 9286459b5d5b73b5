import express from 'express';
import {
  checkEmailSchema,
  forgotPasswordSchema,
  registrationSchema,
  resetPasswordSchema,
  signInSchema,
  verifyEmailSchema,
} from '../../domain/accounts';
import {
  checkEmailExists,
  completePasswordReset,
  RESET_LINK_SENT_MESSAGE,
  registerUser,
  requestPasswordReset,
  signInWithPassword,
  toPublicUser,
  verifyEmail,
} from '../../domain/accounts/index.server';
import { getLatestOrganizerCampaign } from '../../domain/campaigns/get-latest-organizer-campaign.server';
import { UnauthorizedError } from '../../domain/shared/errors';
import { limiterFor } from '../../domain/shared/rate-limits';
import { handle } from './handle';
import type { ApiDependencies } from './index';

/** /api/auth (spec part 1 §7). Each handler: parse, limit, one domain call, shape. */
export function createAuthRouter(dependencies: ApiDependencies) {
  const router = express.Router();
  const route = (handler: Parameters<typeof handle>[1]) => handle(dependencies, handler);

  router.post(
    '/check-email',
    route(async (req, res, context) => {
      await limiterFor(context.services.rateLimiters, 'checkEmailPerIp').consume(context.ipAddress);
      const { email } = checkEmailSchema.parse(req.body ?? {});
      res.json({ exists: await checkEmailExists(context.db, email) });
    }),
  );

  router.post(
    '/register',
    route(async (req, res, context) => {
      await limiterFor(context.services.rateLimiters, 'registerPerIp').consume(context.ipAddress);
      const input = registrationSchema.parse(req.body ?? {});
      const user = await registerUser(context.db, input, {
        mailer: context.services.mailer,
        baseUrl: context.config.baseUrl,
      });
      res.setHeader('Set-Cookie', await context.session.signIn(user.id));
      res.status(201).json({ user });
    }),
  );

  router.post(
    '/login',
    route(async (req, res, context) => {
      const input = signInSchema.parse(req.body ?? {});
      const user = await signInWithPassword(context.db, input, {
        limiters: context.services.rateLimiters,
        ipAddress: context.ipAddress,
      });
      res.setHeader('Set-Cookie', await context.session.signIn(user.id));
      const latestCampaign = await getLatestOrganizerCampaign(context.db, user.id);
      res.json(latestCampaign ? { user, latestCampaign } : { user });
    }),
  );

  router.post(
    '/logout',
    route(async (_req, res, context) => {
      res.setHeader('Set-Cookie', await context.session.signOut());
      res.json({ message: 'Signed out' });
    }),
  );

  router.get(
    '/me',
    route(async (_req, res, context) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!context.user) throw new UnauthorizedError('Not signed in');
      const latestCampaign = await getLatestOrganizerCampaign(context.db, context.user.id);
      const user = toPublicUser(context.user);
      res.json(latestCampaign ? { user, latestCampaign } : { user });
    }),
  );

  router.post(
    '/forgot-password',
    route(async (req, res, context) => {
      await limiterFor(context.services.rateLimiters, 'forgotPasswordPerIp').consume(context.ipAddress);
      const { email } = forgotPasswordSchema.parse(req.body ?? {});
      context.afterResponse(() =>
        requestPasswordReset(context.db, email, {
          mailer: context.services.mailer,
          baseUrl: context.config.baseUrl,
          limiters: context.services.rateLimiters,
        }),
      );
      res.json({ message: RESET_LINK_SENT_MESSAGE });
    }),
  );

  router.post(
    '/reset-password',
    route(async (req, res, context) => {
      const input = resetPasswordSchema.parse(req.body ?? {});
      await completePasswordReset(context.db, input);
      // The reset signed the account out everywhere, this browser included.
      res.setHeader('Set-Cookie', await context.session.signOut());
      res.json({ message: 'Your password has been reset. Please sign in with your new password.' });
    }),
  );

  router.get(
    '/verify-email',
    route(async (req, res, context) => {
      res.setHeader('Cache-Control', 'no-store');
      const { token } = verifyEmailSchema.parse(req.query);
      await verifyEmail(context.db, token);
      res.json({ message: 'Your email has been verified.' });
    }),
  );

  return router;
}
