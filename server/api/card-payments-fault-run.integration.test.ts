import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.server';
import { contributions, emailOutbox } from '../../db/schema';
import { getCampaignStats } from '../../domain/campaigns/get-campaign-stats.server';
import { reconcileCardPayments } from '../../domain/contributions/index.server';
import { createMailer } from '../../domain/notifications/send-email.server';
import { createStripeProvider } from '../../integrations/payments/stripe-provider.server';
import { freePort, projectRoot, waitForHealth } from '../../scripts/lib/production-app';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import {
  type FakeStripe,
  startFakeStripeServer,
  stripeClientFor,
} from '../../tests/setup/fake-stripe-server';
import { seededRandom } from '../../tests/setup/seeded-random';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * The fault run of issue 12: 200 card payments against the production server in its own process, while the fake
 * Stripe drops 30% of its webhooks and duplicates, delays and reorders the rest, and the server is killed (SIGKILL)
 * twice and restarted on the same database; a few gifts are partly refunded and a few charged back. After one reconciliation pass the database must agree with Stripe to the
 * minor unit. FAULT_RUN_SEED replays a failing run.
 */
const SEED = Number(process.env.FAULT_RUN_SEED ?? 12);
const PAYMENTS = 200;
const CONCURRENCY = 8;
/** The server is killed as these payments start, with the payments of the other workers in flight. */
const KILL_AT = [70, 140];
const WEBHOOK_SECRET = 'whsec_pamoja_fault_run';
const MINUTE_MS = 60_000;
const engine = process.env.TEST_DATABASE_ENGINE;

/**
 * The database the server and the test share: PostgreSQL's test database, or an embedded one in a data directory,
 * which only one process may open at a time (the test opens it before the server starts and after it stops).
 */
async function sharedDatabase(dataDir: string) {
  if (engine === 'postgres') {
    const database = await createTestDatabase();
    return {
      url: database.url ?? '',
      open: async (): Promise<DatabaseHandle> => database,
      closeAfterUse: false,
    };
  }
  return { url: '', open: () => openDatabase({ dataDir }), closeAfterUse: true };
}

/** The production server (`npm start` without the build), restartable on the same port and database. */
function productionServer(env: Record<string, string>) {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForHealth(env.BASE_URL, child);
    },
    async stop(signal: NodeJS.Signals) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
}

interface Payment {
  paymentIntentId?: string;
  contributorEmail: string;
  /** Where it stopped, when the server could not be reached or refused. */
  failedAt?: string;
}

let fake: FakeStripe | undefined;
let server: ReturnType<typeof productionServer> | undefined;
let closeDatabase: (() => Promise<void>) | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-fault-run-'));

afterAll(async () => {
  await server?.stop('SIGKILL');
  await fake?.close();
  await closeDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the card payments fault run (issue 12)', () => {
  it('when webhooks are dropped, duplicated, delayed and reordered and the server is killed twice, then after one reconciliation pass every captured payment is recorded once with one receipt and the total matches Stripe', async () => {
    const shared = await sharedDatabase(dataDir);
    let database = await shared.open();
    closeDatabase = () => database.close();
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
    if (shared.closeAfterUse) {
      await database.close();
      closeDatabase = undefined;
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    fake = await startFakeStripeServer({
      webhook: { url: `${baseUrl}/api/stripe/webhook`, secret: WEBHOOK_SECRET },
    });
    fake.webhooks.mode({ drop: 0.3, duplicate: 0.2, delayMs: [0, 150], reorder: true, seed: SEED });
    server = productionServer({
      PORT: String(port),
      BASE_URL: baseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      DATABASE_URL: shared.url,
      // Each giver comes from their own address, so the per-address limits stay out of the way.
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_test_pamoja',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pamoja',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.apiUrl,
    });
    await server.start();

    const payer = stripeClientFor(fake, 'sk_test_browser');
    const platform = stripeClientFor(fake, 'sk_test_pamoja');
    const random = seededRandom(SEED);
    const plans = Array.from({ length: PAYMENTS }, (_, index) => ({
      index,
      amountCents: 500 + Math.floor(random() * 20_000),
      declined: index % 25 === 3,
      /** The bank opens a chargeback on these; the test closes them, lost and won in turn. */
      disputed: index % 50 === 23,
      confirmsInBrowser: random() < 0.5,
      partialRefund: index % 30 === 11,
    }));

    const post = (index: number, route: string, body: unknown) =>
      fetch(`${baseUrl}/api/stripe/${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.12.${index >> 8}.${index & 255}`,
        },
        body: JSON.stringify(body),
      });

    async function pay(plan: (typeof plans)[number]): Promise<Payment> {
      const payment: Payment = { contributorEmail: `fault-run-giver${plan.index}@example.com` };
      try {
        const started = await post(plan.index, 'create-intent', {
          amount: (plan.amountCents / 100).toFixed(2),
          currency: 'USD',
          campaignId: String(campaign.id),
          contributorName: `Giver ${plan.index}`,
          contributorEmail: payment.contributorEmail,
          contributorRelationship: 'Friend',
        });
        if (started.status !== 200) return { ...payment, failedAt: `create-intent ${started.status}` };
        payment.paymentIntentId = ((await started.json()) as { paymentIntentId: string }).paymentIntentId;
      } catch {
        return { ...payment, failedAt: 'create-intent unreachable' };
      }
      const paid = await payer.paymentIntents
        .confirm(payment.paymentIntentId, {
          payment_method: plan.declined
            ? 'pm_card_chargeDeclined'
            : plan.disputed
              ? 'pm_card_createDispute'
              : 'pm_card_visa',
          return_url: 'http://127.0.0.1/contribution-return',
        })
        .catch(() => undefined);
      if (paid?.status !== 'succeeded') return payment;
      if (plan.partialRefund) {
        await platform.refunds.create({
          payment_intent: payment.paymentIntentId,
          amount: Math.floor(plan.amountCents / 3),
        });
      }
      if (plan.confirmsInBrowser) {
        const confirmed = await post(plan.index, 'confirm-payment', {
          paymentIntentId: payment.paymentIntentId,
        }).catch(() => undefined);
        if (confirmed?.status !== 200)
          return { ...payment, failedAt: `confirm-payment ${confirmed?.status}` };
      }
      return payment;
    }

    const started = Date.now();
    const payments: Payment[] = [];
    let next = 0;
    let serverUp: Promise<void> = Promise.resolve();
    async function worker() {
      while (next < plans.length) {
        const plan = plans[next++];
        if (KILL_AT.includes(plan.index)) {
          serverUp = server?.stop('SIGKILL').then(() => server?.start()) ?? serverUp;
        }
        await serverUp;
        payments.push(await pay(plan));
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await fake.webhooks.flush();
    const disputes = [...fake.disputes.values()];
    for (const [index, dispute] of disputes.entries()) {
      fake.closeDispute(dispute.id, index % 2 === 0 ? 'lost' : 'won');
    }
    await fake.webhooks.flush();
    await server.stop('SIGTERM');

    database = await shared.open();
    closeDatabase = () => database.close();
    const report = await reconcileCardPayments(
      database.db,
      // Ten minutes on, so every payment still pending is old enough to be read back from Stripe.
      { now: new Date(Date.now() + 11 * MINUTE_MS) },
      {
        paymentProvider: createStripeProvider({
          secretKey: 'sk_test_pamoja',
          publishableKey: 'pk_test_pamoja',
          apiUrl: fake.apiUrl,
        }),
        mailer: createMailer(database.db, null, pino({ level: 'silent' })),
        baseUrl,
      },
    );
    const runtimeMs = Date.now() - started;

    const intents = [...fake.intents.values()];
    const captured = intents.filter((intent) => intent.status === 'succeeded');
    const rows = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id));
    const succeeded = rows.filter((row) => row.paymentStatus === 'succeeded');
    const summary = {
      seed: SEED,
      runtimeMs,
      failedAtHttp: payments.filter((payment) => payment.failedAt).length,
      captured: captured.length,
      refunds: fake.refunds.size,
      disputes: disputes.map((dispute) => dispute.status),
      dropped: fake.webhooks.attempts.filter((attempt) => attempt.outcome === 'dropped').length,
      unreachable: fake.webhooks.attempts.filter((attempt) => attempt.outcome === 'unreachable').length,
      report,
    };
    console.info('fault run', JSON.stringify(summary));

    // The run exercised what it claims to: payments made, declines, refunds, drops and a server that was down.
    expect(payments).toHaveLength(PAYMENTS);
    expect(captured.length, JSON.stringify(summary)).toBeGreaterThan(150);
    expect(intents.some((intent) => intent.status === 'requires_payment_method')).toBe(true);
    expect(summary.dropped).toBeGreaterThan(0);
    expect(fake.refunds.size).toBeGreaterThan(0);
    expect(summary.disputes).toContain('lost');

    // One succeeded contribution per captured intent, none for an intent Stripe did not capture.
    expect(succeeded.map((row) => row.stripePaymentIntentId).sort()).toEqual(
      captured.map((intent) => intent.id).sort(),
    );

    // One receipt per succeeded contribution, naming its payment.
    const receipts = (await database.db.select().from(emailOutbox)).filter((mail) =>
      mail.subject.startsWith('Thank you for honoring'),
    );
    expect(receipts).toHaveLength(succeeded.length);
    for (const row of succeeded) {
      const own = receipts.filter(
        (mail) =>
          mail.to === row.contributorEmail &&
          mail.text.includes(`Payment reference: ${row.stripePaymentIntentId}`),
      );
      expect(own, String(row.stripePaymentIntentId)).toHaveLength(1);
    }

    // The campaign total is what Stripe captured less what it refunded and less lost chargebacks, to the cent.
    const refundedCents = (intentId: string) =>
      [...(fake?.refunds.values() ?? [])]
        .filter((refund) => refund.payment_intent === intentId && refund.status === 'succeeded')
        .reduce((sum, refund) => sum + refund.amount, 0);
    const lostCents = (intentId: string) =>
      disputes
        .filter(
          (dispute) =>
            dispute.status === 'lost' && fake?.charges.get(dispute.charge)?.payment_intent === intentId,
        )
        .reduce((sum, dispute) => sum + dispute.amount, 0);
    const keptCents = captured.reduce(
      (sum, intent) =>
        sum + Math.max(0, intent.amount_received - refundedCents(intent.id) - lostCents(intent.id)),
      0,
    );
    const stats = await getCampaignStats(database.db, campaign.id);
    expect(Math.round(stats.totalRaised * 100)).toBe(keptCents);
  }, 180_000);
});
