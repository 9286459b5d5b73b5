import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { emailOutbox } from '../../db/schema';
import { createSmtpTransport } from '../../integrations/email/smtp-transport.server';
import { freePort } from '../../scripts/lib/production-app';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { startMailCapture } from '../../tests/setup/mail-capture-server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { recordCardPayment } from '../contributions/record-card-payment.server';
import {
  deliverDueEmails,
  MAX_DELIVERY_ATTEMPTS,
  queueEmail,
  retryDelayMs,
  SENDING_LEASE_MS,
} from './outbox.server';
import { createMailer } from './send-email.server';

const silentLog = { info: () => {}, error: () => {} };
let database: DatabaseHandle;
// A port nothing listens on until a test starts the mail server there: the mail server is down, then back.
let smtpPort: number;
let transport: ReturnType<typeof createSmtpTransport>;

beforeAll(async () => {
  database = await createTestDatabase();
  smtpPort = await freePort();
  transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Pamoja <no-reply@pamoja.example>');
});
afterAll(async () => {
  transport.close();
  await database.close();
});

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

const later = (ms: number) => new Date(Date.now() + ms);

/** Issue 17 item 5: an e-mail is written with the change that causes it and delivered with retries. */
describe('the e-mail outbox', () => {
  it('when the mail server is down, then each failure waits longer, and once it is back the message goes out', async () => {
    const id = await queueEmail(database.db, {
      to: 'kin@example.com',
      subject: 'Receipt',
      text: 'Thank you',
    });
    await deliverDueEmails(database.db, transport, silentLog);
    expect(await outboxRow(id)).toMatchObject({ status: 'retrying', attempts: 1 });

    // Not due again before its back-off has passed.
    expect(
      await deliverDueEmails(database.db, transport, silentLog, { now: later(retryDelayMs(1) - 5_000) }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    await deliverDueEmails(database.db, transport, silentLog, { now: later(retryDelayMs(1) + 1_000) });
    expect(await outboxRow(id)).toMatchObject({ status: 'retrying', attempts: 2 });

    const capture = await startMailCapture(smtpPort);
    try {
      await deliverDueEmails(database.db, transport, silentLog, {
        now: later(retryDelayMs(1) + retryDelayMs(2) + 2_000),
      });
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3, error: null });
      expect(capture.messages.map((message) => message.to)).toEqual([['kin@example.com']]);
    } finally {
      await capture.close();
    }
  });

  it('when delivery runs in the same millisecond the message was queued, then the message is due (one clock for both)', async () => {
    const id = await queueEmail(database.db, { to: 'same-ms@example.com', subject: 'Now', text: 'body' });
    const queuedAt = (await outboxRow(id)).nextAttemptAt;
    await deliverDueEmails(database.db, transport, silentLog, { now: queuedAt });
    expect(await outboxRow(id)).toMatchObject({ attempts: 1 });
    await database.db.delete(emailOutbox).where(eq(emailOutbox.id, id));
  });

  it('when every attempt fails, then after the last one it is marked failed and tried no more', async () => {
    const id = await queueEmail(database.db, { to: 'never@example.com', subject: 'Never', text: 'x' });
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await database.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.id, id));
      await deliverDueEmails(database.db, transport, silentLog);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await deliverDueEmails(database.db, transport, silentLog, { now: later(24 * 3_600_000) })).toEqual(
      {
        sent: 0,
        failed: 0,
      },
    );
  });

  it('when a process died while sending, then another delivers the message once its lease has ended', async () => {
    const id = await queueEmail(database.db, { to: 'lease@example.com', subject: 'Leased', text: 'x' });
    // The dead worker's lease: status sending, due again at the lease's end.
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: later(SENDING_LEASE_MS) })
      .where(eq(emailOutbox.id, id));
    const capture = await startMailCapture(smtpPort);
    try {
      expect((await deliverDueEmails(database.db, transport, silentLog)).sent).toBe(0);
      await deliverDueEmails(database.db, transport, silentLog, { now: later(SENDING_LEASE_MS + 1_000) });
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await capture.close();
    }
  });

  it('when the change that causes an e-mail is rolled back, then the e-mail is not in the outbox either', async () => {
    const before = await database.db.select().from(emailOutbox);
    await database.db
      .transaction(async (tx) => {
        await queueEmail(tx, { to: 'rolled@example.com', subject: 'Rolled back', text: 'x' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it('when the process dies after a card payment is recorded, then its receipt still goes out after restart', async () => {
    // The organizer's notice goes to their account's address (the campaign keeps a copy of it from its creation).
    const organizer = await createUser(database.db, { email: 'organizer-after-crash@example.com' });
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      organizerEmail: 'organizer-after-crash@example.com',
      campaignCurrency: 'USD',
    });
    const pending = await createContribution(database.db, {
      campaignId: campaign.id,
      contributorEmail: 'giver-after-crash@example.com',
      amount: '25.00',
      currency: 'USD',
      paymentStatus: 'pending',
      stripePaymentIntentId: 'pi_crash_between_commit_and_mail',
    });
    // The first process: it records the payment, then dies before delivering anything (its mailer never runs).
    const dyingMailer = createMailer(database.db, null, silentLog);
    await recordCardPayment(
      database.db,
      {
        id: 'pi_crash_between_commit_and_mail',
        status: 'succeeded',
        amount: 2500,
        currency: 'USD',
        metadata: { contributionId: String(pending.id) },
        failureMessage: null,
        clientSecret: null,
        nextActionType: null,
        livemode: true,
      },
      { mailer: dyingMailer, baseUrl: 'https://pamoja.example' },
    );

    const capture = await startMailCapture(smtpPort);
    const restarted = createMailer(database.db, transport, silentLog);
    try {
      restarted.start();
      await restarted.stop();
      const recipients = capture.messages.map((message) => message.to[0]);
      expect(recipients).toContain('giver-after-crash@example.com');
      expect(recipients).toContain('organizer-after-crash@example.com');
    } finally {
      await capture.close();
    }
  });
});
