import express, { type Request, type Response } from 'express';
import { signInSchema } from '../../../domain/accounts';
import { toPublicUser } from '../../../domain/accounts/public-user.server';
import { requireAdmin } from '../../../domain/admin/require-admin';
import { signInAdmin } from '../../../domain/admin/sign-in-admin.server';
import { messageIn } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import type { ApiDependencies } from '../index';
import { createAdminAuditRouter } from './audit';
import { createAdminCampaignsRouter } from './campaigns';
import { createAdminContributionsRouter } from './contributions';
import { createAdminPageReportsRouter } from './page-reports';
import { createAdminPayoutsRouter } from './payouts';
import { createAdminStatsRouter } from './stats';
import { createAdminUsersRouter } from './users';
import { createAdminViewsRouter } from './views';

/**
 * /api/admin (spec part 2 §7). Only POST /auth is open; every other route, known or not, first needs an admin
 * session (401 for a visitor, 403 for a signed-in user who is not an admin). Each area's router calls
 * `adminContextFor(req, res)` for the context and the signed-in admin.
 */
export function createAdminRouter(dependencies: ApiDependencies) {
  const { contextFor } = dependencies;
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/auth', async (req, res) => {
    const context = contextFor(req, res);
    const input = signInSchema.parse(req.body ?? {});
    const user = await signInAdmin(context.db, input, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    res.setHeader('Set-Cookie', await context.session.signInAdmin(user.id));
    res.json({ admin: user });
  });

  router.use((req, res, next) => {
    requireAdmin(contextFor(req, res));
    next();
  });

  router.get('/me', (req, res) => {
    const { admin } = adminContextFor(dependencies, req, res);
    res.json({ admin: toPublicUser(admin) });
  });

  router.post('/logout', async (req, res) => {
    const context = contextFor(req, res);
    res.setHeader('Set-Cookie', await context.session.signOutAdmin());
    res.json({ message: messageIn(context.locale, m.account_signed_out) });
  });

  router.use(createAdminStatsRouter(dependencies));
  router.use(createAdminCampaignsRouter(dependencies));
  router.use(createAdminContributionsRouter(dependencies));
  router.use(createAdminUsersRouter(dependencies));
  router.use(createAdminPayoutsRouter(dependencies));
  router.use(createAdminViewsRouter(dependencies));
  router.use(createAdminAuditRouter(dependencies));
  router.use(createAdminPageReportsRouter(dependencies));
  return router;
}

/** The request's context and its admin (the guard above has already refused everyone else). */
export function adminContextFor({ contextFor }: ApiDependencies, req: Request, res: Response) {
  const context = contextFor(req, res);
  return { context, admin: requireAdmin(context) };
}
