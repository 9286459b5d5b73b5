import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, paymentEvents } from '../../db/schema';
import {
  type ChargeSnapshot,
  type PaymentEvent,
  type PaymentIntentSnapshot,
  PaymentPermissionError,
} from '../../integrations/payments';
import { isDomainError } from '../shared/errors';
import { applyPaymentEvent } from './apply-payment-event.server';
import { markAttemptFailed } from './card-attempts.server';
import type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
import { type Contribution, recordCardPayment } from './record-card-payment.server';
import { settleRefundedAmount } from './record-refund.server';
import { recordStripeFee } from './record-stripe-fee.server';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A payment this young may still be confirmed by the browser or its webhook: not ours to settle yet. */
const SETTLE_AFTER_MS = 10 * MINUTE_MS;
/** An intent nobody has paid for a day is abandoned (Stripe's idempotency keys last as long). */
const ABANDONED_AFTER_MS = 24 * HOUR_MS;
/**
 * Stripe lists events "going back up to 30 days" (https://docs.stripe.com/api/events/list): a webhook dropped after
 * its 3 days of retries is still there to apply, so the whole window is read.
 */
export const EVENTS_WINDOW_MS = 30 * 24 * HOUR_MS;
const BATCH_SIZE = 200;

/** The events the webhook acts on (README "Card payments"); any parsed as 'ignored' are skipped. */
export const RECONCILED_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
];

/**
 * Abandoned when still here after a day. Not requires_action: the payer is mid-way (a bank transfer or voucher
 * shows its instructions and waits days for the money, https://docs.stripe.com/payments/paymentintents/lifecycle),
 * and canceling would refuse money they are sending.
 */
const UNPAID = new Set(['requires_payment_method', 'requires_confirmation']);

/** Events about a charge's refunds or disputes: their payment's charge is read back after them. */
const CHARGE_EVENT_TYPES = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]);

export interface ReconciliationReport {
  /** Pending card payments whose intent was read back from the provider. */
  checked: number;
  /** Payments found succeeded and recorded now (with their receipts). */
  recorded: number;
  /** Pending attempts ended: canceled at the provider, abandoned, or never given an intent. */
  failed: number;
  /** Abandoned intents this pass canceled at the provider. */
  canceled: number;
  /** Provider events the webhook never delivered, applied now. */
  eventsApplied: number;
  /** Charges read back after their refund or dispute events whose refunded amount differed, set to Stripe's. */
  chargesCorrected: number;
  /** Gifts whose fee is now the one Stripe's balance transaction reports instead of the model's. */
  feesRecorded: number;
  /** Why the fees Stripe took could not be read (the permission a restricted key lacks), or null; the model stays. */
  feesRefused: string | null;
  /** Events and intents that match no contribution (another app's payment, or an amount that differs). */
  unmatched: string[];
  /**
   * Why events could not be read (a restricted key without the permission named), or null. The pass goes on with
   * the pending payments read one by one.
   */
  eventsRefused: string | null;
}

export type ReconciliationDependencies = ContributionNotices &
  Pick<ContributionDependencies, 'paymentProvider'>;

/**
 * Brings the database in line with what the card processor knows, for payments whose webhook never came (dropped
 * after Stripe's retries, no webhook secret configured) or whose browser never confirmed: missed events are applied
 * and stale pending payments read back, each through the function the webhook itself uses, so every change is
 * the same conditional update and a pass is idempotent and safe while webhooks arrive. Run every 15 minutes by the
 * server and by `npm run payments:reconcile`.
 */
export async function reconcileCardPayments(
  db: Database,
  { now }: { now: Date },
  dependencies: ReconciliationDependencies,
): Promise<ReconciliationReport> {
  const report: ReconciliationReport = {
    checked: 0,
    recorded: 0,
    failed: 0,
    canceled: 0,
    eventsApplied: 0,
    chargesCorrected: 0,
    feesRecorded: 0,
    feesRefused: null,
    unmatched: [],
    eventsRefused: null,
  };
  const touched = await applyMissedEvents(db, now, dependencies, report);
  await rereadCharges(db, touched, now, dependencies, report);
  await settleStalePayments(db, now, dependencies, report);
  await readStripeFees(db, now, dependencies, report);
  report.failed += await failAttemptsWithoutIntent(db, now);
  return report;
}

async function applyMissedEvents(
  db: Database,
  now: Date,
  dependencies: ReconciliationDependencies,
  report: ReconciliationReport,
): Promise<Set<string>> {
  const touched = new Set<string>();
  const events = await dependencies.paymentProvider
    .listEvents({
      since: new Date(now.getTime() - EVENTS_WINDOW_MS),
      types: RECONCILED_EVENT_TYPES,
    })
    .catch((error: unknown) => {
      if (!(error instanceof PaymentPermissionError)) throw error;
      report.eventsRefused = error.permission
        ? `the Stripe key lacks the ${error.permission} permission (Events: Read)`
        : error.message;
      return [];
    });
  for (const event of events) {
    if (event.paymentIntentId && CHARGE_EVENT_TYPES.has(event.providerType))
      touched.add(event.paymentIntentId);
  }
  for (let start = 0; start < events.length; start += BATCH_SIZE) {
    const batch = events.slice(start, start + BATCH_SIZE).filter((event) => event.type !== 'ignored');
    const seen = await seenEventIds(db, batch);
    for (const event of batch) {
      if (seen.has(event.id)) continue;
      const outcome = await applyPaymentEvent(db, event, dependencies);
      if (outcome === 'applied') report.eventsApplied += 1;
      if (outcome === 'unmatched') report.unmatched.push(event.id);
    }
  }
  return touched;
}

/**
 * Events can arrive in an order no rule can untangle (a failed refund and a later refund in the same second), so
 * the charge of every payment a refund or dispute event touched in the window is read back and its refunded amount
 * taken as Stripe's (decision 007).
 */
async function rereadCharges(
  db: Database,
  paymentIntentIds: Set<string>,
  now: Date,
  dependencies: ReconciliationDependencies,
  report: ReconciliationReport,
) {
  for (const paymentIntentId of paymentIntentIds) {
    const charge = await dependencies.paymentProvider.retrieveCharge(paymentIntentId);
    if (!charge) continue;
    noteFeeRefused(charge, report);
    if (await settleRefundedAmount(db, charge, { readAt: now }, dependencies)) report.chargesCorrected += 1;
    if (await recordStripeFee(db, charge, { readAt: now }, dependencies)) report.feesRecorded += 1;
  }
}

/**
 * The fee Stripe took on each card gift of the last 30 days that still carries the model's (issue 29 bug 11): its
 * charge is read back with the balance transaction, which a card charge has at once and a bank debit once it
 * settles. A gift whose transaction is not there yet keeps the model and is read again next pass. Test-mode gifts
 * too: Stripe's test mode reports its fees the same way.
 */
async function readStripeFees(
  db: Database,
  now: Date,
  dependencies: ReconciliationDependencies,
  report: ReconciliationReport,
) {
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: contributions.id, paymentIntentId: contributions.stripePaymentIntentId })
      .from(contributions)
      .where(
        and(
          eq(contributions.paymentMethod, 'card'),
          inArray(contributions.paymentStatus, ['succeeded', 'refunded']),
          isNotNull(contributions.stripePaymentIntentId),
          isNull(contributions.stripeFee),
          gt(contributions.createdAt, new Date(now.getTime() - EVENTS_WINDOW_MS)),
          gt(contributions.id, afterId),
        ),
      )
      .orderBy(asc(contributions.id))
      .limit(BATCH_SIZE);
    for (const row of batch) {
      const charge = await dependencies.paymentProvider
        .retrieveCharge(row.paymentIntentId as string)
        .catch((error: unknown) => {
          if (!(error instanceof PaymentPermissionError)) throw error;
          report.feesRefused = error.permission
            ? `the Stripe key lacks the ${error.permission} permission`
            : error.message;
          return undefined;
        });
      // Refused once, refused for every gift: the model's estimates stay until the key is given the permission.
      if (charge === undefined || noteFeeRefused(charge, report)) return;
      if (charge && (await recordStripeFee(db, charge, { readAt: now }, dependencies)))
        report.feesRecorded += 1;
    }
    if (batch.length < BATCH_SIZE) return;
    afterId = batch[batch.length - 1].id;
  }
}

/** Whether the charge came without its fee because the key may not read it; the report names the permission. */
function noteFeeRefused(charge: ChargeSnapshot | null, report: ReconciliationReport): boolean {
  if (!charge?.feeRefusedFor) return false;
  report.feesRefused = `the Stripe key lacks the ${charge.feeRefusedFor} permission`;
  return true;
}

async function seenEventIds(db: Database, events: PaymentEvent[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.eventId,
        events.map((event) => event.id),
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}

/** Pending card payments with an intent, older than ten minutes, a batch at a time in id order. */
async function settleStalePayments(
  db: Database,
  now: Date,
  dependencies: ReconciliationDependencies,
  report: ReconciliationReport,
) {
  const settledBefore = new Date(now.getTime() - SETTLE_AFTER_MS);
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(contributions)
      .where(
        and(
          eq(contributions.paymentMethod, 'card'),
          eq(contributions.paymentStatus, 'pending'),
          isNotNull(contributions.stripePaymentIntentId),
          lt(contributions.createdAt, settledBefore),
          gt(contributions.id, afterId),
        ),
      )
      .orderBy(asc(contributions.id))
      .limit(BATCH_SIZE);
    for (const row of batch) await settlePayment(db, row, now, dependencies, report);
    if (batch.length < BATCH_SIZE) return;
    afterId = batch[batch.length - 1].id;
  }
}

async function settlePayment(
  db: Database,
  row: Contribution,
  now: Date,
  dependencies: ReconciliationDependencies,
  report: ReconciliationReport,
) {
  const { paymentProvider } = dependencies;
  const intentId = row.stripePaymentIntentId as string;
  const abandoned = row.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS;
  report.checked += 1;
  let intent = await paymentProvider.retrieveIntent(intentId);
  if (!intent) {
    // The processor has no such intent (another account's keys, deleted test data): nothing can be charged.
    if (abandoned && (await markAttemptFailed(db, row.id))) report.failed += 1;
    return;
  }
  if (abandoned && UNPAID.has(intent.status)) {
    // Canceled first, so the payer cannot complete it after the gift is marked failed.
    const canceled = await paymentProvider.cancelIntent(intentId).catch(() => null);
    if (canceled) report.canceled += 1;
    // Refused: the payer finished it a moment ago; read what it became.
    intent = canceled ?? (await paymentProvider.retrieveIntent(intentId));
    if (!intent) return;
  }
  if (intent.status === 'succeeded') await recordSucceeded(db, intent, dependencies, report);
  else if (intent.status === 'canceled' && (await markAttemptFailed(db, row.id))) report.failed += 1;
}

async function recordSucceeded(
  db: Database,
  intent: PaymentIntentSnapshot,
  notices: ContributionNotices,
  report: ReconciliationReport,
) {
  try {
    const { newlyRecorded } = await recordCardPayment(db, intent, notices);
    if (newlyRecorded) report.recorded += 1;
  } catch (error) {
    if (!isDomainError(error, 'conflict') && !isDomainError(error, 'not_found')) throw error;
    report.unmatched.push(intent.id);
  }
}

/** Attempts whose intent was never created (the provider refused or was down) can never be paid. */
async function failAttemptsWithoutIntent(db: Database, now: Date): Promise<number> {
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
  let failed = 0;
  for (;;) {
    const batch = db
      .select({ id: contributions.id })
      .from(contributions)
      .where(
        and(
          eq(contributions.paymentMethod, 'card'),
          eq(contributions.paymentStatus, 'pending'),
          isNull(contributions.stripePaymentIntentId),
          lt(contributions.createdAt, abandonedBefore),
        ),
      )
      .orderBy(asc(contributions.id))
      .limit(BATCH_SIZE);
    const updated = await db
      .update(contributions)
      .set({ paymentStatus: 'failed' })
      .where(and(inArray(contributions.id, batch), eq(contributions.paymentStatus, 'pending')))
      .returning({ id: contributions.id });
    failed += updated.length;
    if (updated.length < BATCH_SIZE) return failed;
  }
}
