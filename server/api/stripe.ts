import express, { type Request, type Router } from 'express';
import { cardContributionSchema, confirmPaymentSchema, sandboxCardSchema } from '../../domain/contributions';
import {
  applyPaymentEvent,
  confirmCardPayment,
  payWithSandboxCard,
  startCardContribution,
} from '../../domain/contributions/index.server';
import { NotFoundError } from '../../domain/shared/errors';
import { refusalKey } from '../../domain/shared/refusal-words';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { isPaymentProviderWithSandbox, WebhookSignatureError } from '../../integrations/payments';
import type { ApiDependencies } from '.';
import { contributionDependenciesOf } from './contribution-dependencies';

/** Generous: mobile carriers put many people behind one address (CGNAT), and a family shares one link. */
const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * The Stripe webhook reads its own body, mounted before the API's shared 100 kB JSON parser: it needs the exact
 * bytes Stripe signed.
 */
export function createStripeWebhookRouter({ contextFor }: ApiDependencies): Router {
  const router = express.Router();

  router.post(
    '/stripe/webhook',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const context = contextFor(req, res);
      const provider = context.services.paymentProvider;
      let event: ReturnType<typeof provider.verifyWebhook>;
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        event = provider.verifyWebhook(body, req.get('stripe-signature'));
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        context.logger.warn({ reason: error.message }, 'webhook refused: bad signature');
        res.status(400).json({ message: 'Invalid webhook signature' });
        return;
      }
      const outcome = await applyPaymentEvent(context.db, event, contributionDependenciesOf(context));
      if (outcome === 'unmatched') {
        context.logger.warn(
          { eventId: event.id, type: event.providerType },
          'webhook payment matches no contribution',
        );
      }
      res.json({ received: true, outcome });
    },
  );

  return router;
}

export function createStripeRouter({ contextFor }: ApiDependencies): Router {
  const router = express.Router();

  router.get('/config', (req, res) => {
    const provider = contextFor(req, res).services.paymentProvider;
    res.json({
      provider: provider.name,
      publishableKey: provider.publishableKey,
      cardPayments: contextFor(req, res).services.cardPayments,
    });
  });

  router.post('/create-intent', async (req: Request, res) => {
    const context = contextFor(req, res);
    const input = cardContributionSchema.parse(req.body ?? {});
    const started = await startCardContribution(context.db, input, contributionDependenciesOf(context));
    res.json({ ...started, provider: context.services.paymentProvider.name });
  });

  router.post('/confirm-payment', async (req, res) => {
    const context = contextFor(req, res);
    const { paymentIntentId } = confirmPaymentSchema.parse(req.body ?? {});
    const confirmed = await confirmCardPayment(
      context.db,
      paymentIntentId,
      contributionDependenciesOf(context),
    );
    if (confirmed.status === 'processing') {
      // Accepted, not yet done: the bank confirms later and the webhook records it then.
      res.status(202).json({ success: true, status: 'processing' });
      return;
    }
    res.json({ success: true, contribution: { id: confirmed.contribution.id } });
  });

  router.post('/sandbox-confirm', async (req, res) => {
    const context = contextFor(req, res);
    const provider = context.services.paymentProvider;
    if (!isPaymentProviderWithSandbox(provider)) {
      throw new NotFoundError();
    }
    const input = sandboxCardSchema.parse(req.body ?? {});
    const result = await payWithSandboxCard(context.db, input, {
      ...contributionDependenciesOf(context),
      paymentProvider: provider,
    });
    if (result.status === 'succeeded') {
      res.json(result);
      return;
    }
    // The processor's words for the decline (the sandbox's are catalogue keys), in the giver's language.
    const message = refusalIn(
      context.locale,
      result.failureMessage ?? refusalKey('gift_error_payment_failed'),
    );
    res.status(402).json({ ...result, failureMessage: message, message });
  });

  return router;
}
