import express, { type Router } from 'express';
import { mobileWalletContributionSchema } from '../../domain/contributions';
import { createMobileWalletContribution } from '../../domain/contributions/index.server';
import { limiterFor } from '../../domain/shared/rate-limits';
import { refusalKey } from '../../domain/shared/refusal-words';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { jsonBody } from '../http/json-body';
import type { ApiDependencies } from '.';
import { contributionDependenciesOf } from './contribution-dependencies';

/** A screenshot of about 1.5 MB as base64, plus the rest of the form (spec part 2 §9). */
const CONTRIBUTE_BODY_LIMIT = '8mb';

/**
 * POST /api/contribute (spec part 2 §7): a mobile-wallet gift. Mounted before the API's shared 100 kB JSON parser,
 * because the submission may carry a screenshot.
 */
export function createMobileWalletRouter({ contextFor }: ApiDependencies): Router {
  const router = express.Router();

  router.post(
    '/contribute',
    async (req, res, next) => {
      const context = contextFor(req, res);
      await limiterFor(context.services.rateLimiters, 'walletContributionPerIp').consume(context.ipAddress);
      next();
    },
    jsonBody(CONTRIBUTE_BODY_LIMIT),
    async (req, res) => {
      const context = contextFor(req, res);
      const input = mobileWalletContributionSchema.parse(req.body ?? {});
      const contribution = await createMobileWalletContribution(
        context.db,
        input,
        contributionDependenciesOf(context),
      );
      res
        .status(201)
        .json({ success: true, contribution: { id: contribution.id, status: contribution.paymentStatus } });
    },
  );

  router.use('/contribute', ((error, req, res, next) => {
    if ((error as { type?: string })?.type !== 'entity.too.large') return next(error);
    res.status(413).json({
      message: refusalIn(contextFor(req, res).locale, refusalKey('gift_error_screenshot_too_large')),
    });
  }) as express.ErrorRequestHandler);

  return router;
}
