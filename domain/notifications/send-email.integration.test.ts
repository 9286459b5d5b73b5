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
const smtpPort = 40_000 + Math.floor(Math.random() * 10_000);

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture(smtpPort, smtpPort + 1);
});
afterAll(async () => {
  await capture.close();
  await database.close();
});

describe('createMailer', () => {
  it('when SMTP is configured, then the message arrives over SMTP and the outbox says sent', async () => {
    const mailer = createMailer(
      database.db,
      createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'Pamoja <no-reply@pamoja.example>'),
      silentLog,
    );
    const { outboxId, delivered } = await mailer.send({
      to: 'family@example.com',
      subject: 'Hello',
      text: 'A link: https://pamoja.example/verify-email?token=abc',
    });
    expect(delivered).toBe(true);
    expect(capture.messages.at(-1)?.to).toEqual(['family@example.com']);
    expect(capture.messages.at(-1)?.decoded).toContain('verify-email?token=abc');
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row.status).toBe('sent');
  });

  it('when there is no SMTP, then the message waits in the outbox', async () => {
    const mailer = createMailer(database.db, null, silentLog);
    const { outboxId, delivered } = await mailer.send({
      to: 'a@example.com',
      subject: 'Queued',
      text: 'body',
    });
    expect(delivered).toBe(false);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row).toMatchObject({ status: 'queued', subject: 'Queued' });
  });

  it('when the SMTP server is down, then sending does not throw and the outbox records the failure', async () => {
    const mailer = createMailer(
      database.db,
      createSmtpTransport('smtp://127.0.0.1:1', 'x@example.com'),
      silentLog,
    );
    const { outboxId, delivered } = await mailer.send({
      to: 'b@example.com',
      subject: 'Lost?',
      text: 'body',
    });
    expect(delivered).toBe(false);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    expect(row.status).toBe('failed');
  });
});
