import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import type { DatabaseHandle } from '../../db/client.server';
import { contactMessages, emailOutbox } from '../../db/schema';
import { startMailCapture } from '../../tests/setup/mail-capture-server';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let capture: Awaited<ReturnType<typeof startMailCapture>>;
let clientNumber = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture();
  // Each test writes from its own address (X-Forwarded-For behind a trusted proxy), so limits do not leak.
  app = await startTestApp(database, {
    SMTP_URL: `smtp://127.0.0.1:${capture.smtpPort}`,
    TRUST_PROXY: '1',
  });
});
afterAll(async () => {
  await app.close();
  await capture.close();
  await database.close();
});

let clientIp: string;
beforeEach(() => {
  clientNumber += 1;
  clientIp = `203.0.113.${clientNumber}`;
});

const validMessage = {
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  subject: 'Payout for my uncle',
  message: 'When will the recipient receive the money raised by card?',
  priority: 'high',
};

const postContact = (body: unknown) => app.postJson('/api/contact', body, { 'x-forwarded-for': clientIp });

const storedCount = async () => (await database.db.select().from(contactMessages)).length;

describe('POST /api/contact', () => {
  it('when the message is valid, then it is stored and e-mailed to support with the sender as Reply-To', async () => {
    const before = await storedCount();
    const response = await postContact({ ...validMessage, name: '  Wanjiru Kamau  ' });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message sent successfully!' });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      subject: 'Payout for my uncle',
      priority: 'high',
      ipAddress: clientIp,
    });
    // Delivered from the outbox just after the answer.
    await expect.poll(() => capture.messages.at(-1)?.to).toEqual([site.supportEmail]);
    const mail = capture.messages.at(-1);
    expect(mail?.decoded).toMatch(/^Reply-To: wanjiru@example\.com$/m);
    expect(mail?.decoded).toContain('When will the recipient receive the money raised by card?');
    await expect
      .poll(async () => (await database.db.select().from(emailOutbox)).at(-1))
      .toMatchObject({ to: site.supportEmail, status: 'sent' });
  });

  it('when no priority is given, then it is stored as medium', async () => {
    const { priority: _omitted, ...withoutPriority } = validMessage;
    const mailsBefore = capture.messages.length;
    const response = await postContact(withoutPriority);
    expect(response.status).toBe(201);
    const rows = await database.db.select().from(contactMessages);
    expect(rows.at(-1)?.priority).toBe('medium');
    // Its e-mail leaves after the answer: wait for it, so a later test's "nothing sent" counts only its own.
    await expect.poll(() => capture.messages.length).toBe(mailsBefore + 1);
  });

  it.each([
    ['the name is missing', { name: undefined }, 'Name is required'],
    ['the name is blank', { name: '   ' }, 'Name is required'],
    ['the e-mail is missing', { email: undefined }, 'Valid email is required'],
    ['the e-mail is not an address', { email: 'wanjiru.example.com' }, 'Valid email is required'],
    ['the subject is empty', { subject: '' }, 'Subject is required'],
    ['the message is too short', { message: 'Help me' }, 'Message must be at least 10 characters'],
    [
      'the message is short once trimmed',
      { message: '   short    ' },
      'Message must be at least 10 characters',
    ],
    ['the priority is unknown', { priority: 'urgent' }, 'Priority must be low, medium or high'],
    ['the name is not text', { name: 42 }, 'Name is required'],
  ])(
    'when %s, then the answer is 400 with the exact message and nothing is stored or sent',
    async (_case, change, message) => {
      const storedBefore = await storedCount();
      const mailsBefore = capture.messages.length;
      const response = await postContact({ ...validMessage, ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(message);
      expect(Object.values(body.fieldErrors)).toContain(message);
      expect(await storedCount()).toBe(storedBefore);
      expect(capture.messages.length).toBe(mailsBefore);
    },
  );

  it('when every field is wrong, then each field gets its own message', async () => {
    const response = await postContact({ name: '', email: 'x', subject: ' ', message: 'short' });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('when a Swahili reader writes, then the refusals and the thanks are in Swahili (issue 32)', async () => {
    const swahili = { 'x-forwarded-for': clientIp, 'accept-language': 'sw-KE,en;q=0.5' };
    const refused = await app.postJson('/api/contact', { ...validMessage, email: 'x', subject: '' }, swahili);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      email: 'Barua pepe sahihi inahitajika',
      subject: 'Kichwa cha ujumbe kinahitajika',
    });

    const mailsBefore = capture.messages.length;
    const sent = await app.postJson('/api/contact', validMessage, swahili);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ message: 'Ujumbe umetumwa!' });
    await expect.poll(() => capture.messages.length).toBe(mailsBefore + 1);
  });

  it('when the body is not an object, then the answer is 400, not 500', async () => {
    const response = await postContact(['not', 'a', 'message']);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please fill in the contact form' });
  });

  it('when one address sends more than five messages in an hour, then it gets 429 and nothing more is stored', async () => {
    for (let sent = 0; sent < 5; sent++) expect((await postContact(validMessage)).status).toBe(201);
    const storedBefore = await storedCount();

    const refused = await postContact(validMessage);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(storedBefore);

    clientIp = '198.51.100.7';
    expect((await postContact(validMessage)).status).toBe(201);
  });

  it('when another site posts the form, then it is refused', async () => {
    const response = await app.postJson('/api/contact', validMessage, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});
