import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { emailOutbox } from '../../db/schema';
import { createSmtpTransport } from '../../integrations/email/smtp-transport.server';
import { startMailCapture } from '../../tests/setup/mail-capture-server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createMailer } from './send-email.server';

const silentLog = { info: () => {}, error: () => {} };
let database: DatabaseHandle;
let capture: Awaited<ReturnType<typeof startMailCapture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture();
});
afterAll(async () => {
  await capture.close();
  await database.close();
});

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

describe('createMailer', () => {
  it('when SMTP is configured, then the message arrives over SMTP, Reply-To kept, and the outbox says sent', async () => {
    const mailer = createMailer(
      database.db,
      createSmtpTransport(`smtp://127.0.0.1:${capture.smtpPort}`, 'Pamoja <no-reply@pamoja.example>'),
      silentLog,
    );
    const { outboxId } = await mailer.send({
      to: 'family@example.com',
      subject: 'Hello',
      text: 'A link: https://pamoja.example/verify-email?token=abc',
      replyTo: 'visitor@example.com',
    });
    await mailer.stop();
    expect(capture.messages.at(-1)?.to).toEqual(['family@example.com']);
    expect(capture.messages.at(-1)?.decoded).toContain('verify-email?token=abc');
    expect(capture.messages.at(-1)?.raw).toMatch(/^Reply-To: visitor@example\.com/m);
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('when there is no SMTP, then the message waits in the outbox', async () => {
    const mailer = createMailer(database.db, null, silentLog);
    const { outboxId } = await mailer.send({ to: 'a@example.com', subject: 'Queued', text: 'body' });
    await mailer.stop();
    expect(await outboxRow(outboxId)).toMatchObject({ status: 'queued', subject: 'Queued', attempts: 0 });
  });

  it('when the SMTP server is down, then sending does not throw and the outbox keeps it for a retry', async () => {
    const mailer = createMailer(
      database.db,
      createSmtpTransport('smtp://127.0.0.1:1', 'x@example.com'),
      silentLog,
    );
    const { outboxId } = await mailer.send({ to: 'b@example.com', subject: 'Lost?', text: 'body' });
    await mailer.stop();
    const row = await outboxRow(outboxId);
    expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(row.error).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});
