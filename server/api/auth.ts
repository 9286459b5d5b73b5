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
  registerUser,
  requestPasswordReset,
  signInWithPassword,
  toPublicUser,
  verifyEmail,
} from '../../domain/accounts/index.server';
import { getLatestOrganizerCampaign } from '../../domain/campaigns/get-latest-organizer-campaign.server';
import { UnauthorizedError } from '../../domain/shared/errors';
import { messageIn } from '../../domain/shared/locales';
import { refusalKey } from '../../domain/shared/refusal-words';
import { limitedRequestOf, requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { m } from '../../paraglide/messages';
import type { ApiDependencies } from './index';

/** /api/auth (spec part 1 §7). Each handler: parse, one domain call (which applies its rate limits), shape. */
export function createAuthRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/check-email', async (req, res) => {
    const context = contextFor(req, res);
    const { email } = checkEmailSchema.parse(req.body ?? {});
    const exists = await checkEmailExists(context.db, email, limitedRequestOf(context));
    res.json({ exists });
  });

  router.post('/register', async (req, res) => {
    const context = contextFor(req, res);
    const input = registrationSchema.parse(req.body ?? {});
    const user = await registerUser(context.db, input, requestDependenciesOf(context));
    res.setHeader('Set-Cookie', await context.session.signIn(user.id));
    res.status(201).json({ user });
  });

  router.post('/login', async (req, res) => {
    const context = contextFor(req, res);
    const input = signInSchema.parse(req.body ?? {});
    const user = await signInWithPassword(context.db, input, limitedRequestOf(context));
    res.setHeader('Set-Cookie', await context.session.signIn(user.id));
    const latestCampaign = await getLatestOrganizerCampaign(context.db, user.id);
    res.json(latestCampaign ? { user, latestCampaign } : { user });
  });

  router.post('/logout', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Set-Cookie', await context.session.signOut());
    res.json({ message: messageIn(context.locale, m.account_signed_out) });
  });

  router.get('/me', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Cache-Control', 'no-store');
    if (!context.user) throw new UnauthorizedError(refusalKey('account_error_not_signed_in'));
    const latestCampaign = await getLatestOrganizerCampaign(context.db, context.user.id);
    const user = toPublicUser(context.user);
    res.json(latestCampaign ? { user, latestCampaign } : { user });
  });

  router.post('/forgot-password', async (req, res) => {
    const context = contextFor(req, res);
    const { email } = forgotPasswordSchema.parse(req.body ?? {});
    await requestPasswordReset(context.db, email, requestDependenciesOf(context));
    res.json({ message: messageIn(context.locale, m.account_reset_link_sent) });
  });

  router.post('/reset-password', async (req, res) => {
    const context = contextFor(req, res);
    const input = resetPasswordSchema.parse(req.body ?? {});
    await completePasswordReset(context.db, input, limitedRequestOf(context));
    // The reset signed the account out everywhere, this browser included.
    res.setHeader('Set-Cookie', await context.session.signOut());
    res.json({ message: messageIn(context.locale, m.account_password_reset_done) });
  });

  router.get('/verify-email', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Cache-Control', 'no-store');
    const { token } = verifyEmailSchema.parse(req.query);
    const { alreadyVerified } = await verifyEmail(context.db, token, limitedRequestOf(context));
    const message = alreadyVerified ? m.account_email_already_verified : m.account_email_verified_short;
    res.json({ message: messageIn(context.locale, message) });
  });

  return router;
}
