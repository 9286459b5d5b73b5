import type { Logger } from 'pino';
import type { Database } from '../../db/client.server';
import { type ReconciliationReport, reconcileCardPayments } from '../../domain/contributions/index.server';
import {
  missingStripePermissions,
  type StripeProviderOptions,
} from '../../integrations/payments/stripe-provider.server';
import type { Services } from '../load-context';
import type { PeriodicJob } from './periodic-jobs';

/** One reconciliation pass now, with the server's provider, mailer and page cache. */
export function paymentReconcilerOf(db: Database, services: Services, baseUrl: string) {
  return () =>
    reconcileCardPayments(
      db,
      { now: new Date() },
      {
        paymentProvider: services.paymentProvider,
        mailer: services.mailer,
        baseUrl,
        onTotalsChanged: (campaignId) => services.campaignChanged(campaignId),
      },
    );
}

export function changedAnything(report: ReconciliationReport): boolean {
  return (
    report.recorded +
      report.failed +
      report.canceled +
      report.eventsApplied +
      report.chargesCorrected +
      report.feesRecorded +
      report.unmatched.length >
    0
  );
}

/**
 * Reconciles card payments with Stripe a minute after start, then every 15 minutes.
 * The sandbox needs none: it records a payment as it is made and its intents live only in this process.
 */
export function paymentReconciliationJob(
  reconcile: () => Promise<ReconciliationReport>,
  logger: Logger,
): PeriodicJob {
  return {
    name: 'payment-reconciliation',
    firstAfterMs: 60_000,
    everyMs: 15 * 60_000,
    async run() {
      const report = await reconcile();
      if (report.eventsRefused) {
        logger.warn(
          { reason: report.eventsRefused },
          'Stripe events could not be read: pending card payments were read one by one instead',
        );
      }
      if (report.feesRefused) {
        logger.warn(
          { reason: report.feesRefused },
          "The fees Stripe took could not be read: the model's estimate stays",
        );
      }
      if (changedAnything(report)) logger.info({ report }, 'card payments reconciled with Stripe');
    },
  };
}

/**
 * At start, a restricted key (rk_…) is read once per permission the README names; each one missing is logged with
 * what stops working without it. The server starts all the same: gifts are still taken, and reconciliation falls
 * back where it can. A full secret key (sk_…) has every permission.
 */
export async function checkStripeKeyPermissions(stripe: StripeProviderOptions, logger: Logger) {
  if (!stripe.secretKey.startsWith('rk_')) return;
  try {
    const missing = await missingStripePermissions(stripe);
    for (const permission of missing) {
      logger.warn(
        { permission },
        `The Stripe key lacks the ${permission} permission: give it in the Dashboard (README, "A restricted key")`,
      );
    }
  } catch (error) {
    logger.warn({ err: error }, "The Stripe key's permissions could not be checked: Stripe did not answer");
  }
}
