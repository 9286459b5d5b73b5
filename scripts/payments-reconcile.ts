import pino from 'pino';
import { configOrExit } from '../config/config-or-exit.server';
import { openDatabase } from '../db/client.server';
import { DataDirLockedError } from '../db/data-dir-lock.server';
import { type ReconciliationReport, reconcileCardPayments } from '../domain/contributions/index.server';
import { createMailer } from '../domain/notifications/send-email.server';
import { createStripeProvider } from '../integrations/payments/stripe-provider.server';
import { requestPaymentReconciliation } from '../server/admin-endpoint';
import { announceCampaignChange } from '../server/services/campaign-changes';

/**
 * `npm run payments:reconcile`: one pass of what the server does every 15 minutes (records payments Stripe took
 * but no webhook or browser reported, applies missed events, ends abandoned attempts) and says what it changed.
 * On the embedded database while the server runs, the server does the work (it owns the data directory).
 */
function fail(message: string): never {
  process.stderr.write(`payments:reconcile: ${message}\n`);
  process.exit(1);
}

export function linesOf(report: ReconciliationReport): string[] {
  return [
    `Checked ${report.checked} pending card payment(s) with Stripe.`,
    `Recorded ${report.recorded} payment(s) Stripe had taken.`,
    `Ended ${report.failed} attempt(s) that can no longer be paid (${report.canceled} abandoned intent(s) canceled at Stripe).`,
    report.eventsRefused
      ? `Could not read Stripe's events (${report.eventsRefused}): pending payments were read one by one instead.`
      : `Applied ${report.eventsApplied} Stripe event(s) no webhook had delivered.`,
    `Corrected ${report.chargesCorrected} refunded amount(s) to what Stripe's charge says.`,
    report.feesRefused
      ? `Could not read the fees Stripe took (${report.feesRefused}): the model's estimate stays.`
      : `Stored the fee Stripe took on ${report.feesRecorded} gift(s) (the model's estimate until then).`,
    report.unmatched.length === 0
      ? 'Nothing unmatched.'
      : `Unmatched (no contribution, or a different amount): ${report.unmatched.join(', ')}`,
  ];
}

async function reconcileHere(
  config: ReturnType<typeof configOrExit>,
  stripe: NonNullable<typeof config.stripe>,
) {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) return null;
    throw error;
  });
  if (!database) return requestPaymentReconciliation(config.dataDir);
  const logger = pino({ level: 'silent' });
  // On PostgreSQL the servers keep the campaign pages this may change: they are told, as by a change of their own.
  const announced: Promise<void>[] = [];
  const { pool } = database;
  try {
    // Receipts are queued in the outbox; the server's mailer delivers them (it polls every 30 s).
    const mailer = createMailer(database.db, null, logger);
    return await reconcileCardPayments(
      database.db,
      { now: new Date() },
      {
        paymentProvider: createStripeProvider(stripe),
        mailer,
        baseUrl: config.baseUrl,
        onTotalsChanged: pool
          ? (campaignId) => announced.push(announceCampaignChange(pool, campaignId, logger))
          : undefined,
      },
    );
  } finally {
    await Promise.all(announced);
    await database.close();
  }
}

async function main() {
  const config = configOrExit();
  if (!config.stripe) {
    process.stdout.write('Card payments use the sandbox (no Stripe keys): nothing to reconcile.\n');
    return;
  }
  const report = await reconcileHere(config, config.stripe);
  process.stdout.write(`${linesOf(report).join('\n')}\n`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
