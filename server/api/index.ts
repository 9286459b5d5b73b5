import express, { type Request, type Response } from 'express';
import { NotFoundError } from '../../domain/shared/errors';
import { jsonBody } from '../http/json-body';
import type { AppContext } from '../load-context';
import { createAdminRouter } from './admin';
import { createAuthRouter } from './auth';
import { createBudgetRouter } from './budget';
import { createCampaignsRouter } from './campaigns';
import { createContactRouter } from './contact';
import { createContributionsRouter } from './contributions';
import { createEventsRouter } from './events';
import { createGoogleRouter } from './google';
import { createGuestbookRouter } from './guestbook';
import { createMobileWalletRouter } from './mobile-wallet';
import { createRecipientAccessRouter } from './recipient-access';
import { createStripeRouter, createStripeWebhookRouter } from './stripe';
import { createThanksRouter } from './thanks';
import { createTributeWriterRouter } from './tribute-writer';
import { createUpdatesRouter } from './updates';
import { createUploadsRouter } from './uploads';
import { createWhatsAppStatusRouter } from './whatsapp-status';

export interface ApiDependencies {
  contextFor(req: Request, res: Response): AppContext;
}

/** The JSON API of spec part 1 §7 and part 2 §7. Each area mounts its own router here. */
export function createApiRouter(dependencies: ApiDependencies) {
  const router = express.Router();
  // Before the shared parser: the webhook needs Stripe's exact bytes, /contribute a larger body.
  router.use(createStripeWebhookRouter(dependencies));
  router.use(createMobileWalletRouter(dependencies));
  router.use(jsonBody('100kb'));
  router.use('/contact', createContactRouter(dependencies));
  router.use('/stripe', createStripeRouter(dependencies));
  router.use(createContributionsRouter(dependencies));
  router.use('/auth', createAuthRouter(dependencies));
  router.use(createGoogleRouter(dependencies));
  router.use(createRecipientAccessRouter(dependencies));
  router.use(createEventsRouter(dependencies));
  router.use(createThanksRouter(dependencies));
  router.use(createWhatsAppStatusRouter(dependencies));
  router.use(createGuestbookRouter(dependencies));
  router.use(createUpdatesRouter(dependencies));
  router.use(createBudgetRouter(dependencies));
  router.use('/campaigns', createCampaignsRouter(dependencies));
  router.use('/upload', createUploadsRouter(dependencies));
  router.use('/ai', createTributeWriterRouter(dependencies));
  router.use('/admin', createAdminRouter(dependencies));
  router.use(() => {
    throw new NotFoundError();
  });
  return router;
}
