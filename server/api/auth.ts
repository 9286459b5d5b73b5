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
import type { ApiDependencies } from './index';

/** /api/auth (spec part 1 §7). Each handler: parse, limit, one domain call, shape. */
export function createAuthRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/check-email', async (req, res) => {
    const context = contextFor(req, res);
    await limiterFor(context.services.rateLimiters, 'checkEmailPerIp').consume(context.ipAddress);
    const { email } = checkEmailSchema.parse(req.body ?? {});
    res.json({ exists: await checkEmailExists(context.db, email) });
  });

  router.post('/register', async (req, res) => {
    const context = contextFor(req, res);
    await limiterFor(context.services.rateLimiters, 'registerPerIp').consume(context.ipAddress);
    const input = registrationSchema.parse(req.body ?? {});
    const user = await registerUser(context.db, input, {
      mailer: context.services.mailer,
      baseUrl: context.config.baseUrl,
    });
    res.setHeader('Set-Cookie', await context.session.signIn(user.id));
    res.status(201).json({ user });
  });

  router.post('/login', async (req, res) => {
    const context = contextFor(req, res);
    const input = signInSchema.parse(req.body ?? {});
    const user = await signInWithPassword(context.db, input, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
    });
    res.setHeader('Set-Cookie', await context.session.signIn(user.id));
    const latestCampaign = await getLatestOrganizerCampaign(context.db, user.id);
    res.json(latestCampaign ? { user, latestCampaign } : { user });
  });

  router.post('/logout', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Set-Cookie', await context.session.signOut());
    res.json({ message: 'Signed out' });
  });

  router.get('/me', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Cache-Control', 'no-store');
    if (!context.user) throw new UnauthorizedError('Not signed in');
    const latestCampaign = await getLatestOrganizerCampaign(context.db, context.user.id);
    const user = toPublicUser(context.user);
    res.json(latestCampaign ? { user, latestCampaign } : { user });
  });

  router.post('/forgot-password', async (req, res) => {
    const context = contextFor(req, res);
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
  });

  router.post('/reset-password', async (req, res) => {
    const context = contextFor(req, res);
    const input = resetPasswordSchema.parse(req.body ?? {});
    await completePasswordReset(context.db, input);
    // The reset signed the account out everywhere, this browser included.
    res.setHeader('Set-Cookie', await context.session.signOut());
    res.json({ message: 'Your password has been reset. Please sign in with your new password.' });
  });

  router.get('/verify-email', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Cache-Control', 'no-store');
    const { token } = verifyEmailSchema.parse(req.query);
    await verifyEmail(context.db, token);
    res.json({ message: 'Your email has been verified.' });
  });

  return router;
}
