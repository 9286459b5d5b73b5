import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignUpdates, contributions, emailOutbox, updateSubscriptions } from '../../db/schema';
import { EMPTY_UPDATE_MESSAGE, LONG_UPDATE_MESSAGE } from '../../domain/gathering/update-schemas';
import { subscribeToUpdates } from '../../domain/gathering/update-subscriptions.server';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { UPLOAD_AGAIN_MESSAGE } from '../../domain/uploads/uploaded-photo-schema';
import { createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { startMailCapture } from '../../tests/setup/mail-capture-server';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';
import { walletGiftBody } from '../../tests/setup/wallet-gift-body';

/** A refusal as an English reader gets it (the refusals are catalogue keys, refusal-words.ts). */
const english = (refusal: string) => refusalIn('en', refusal);

let database: DatabaseHandle;
let app: TestApp;
let capture: Awaited<ReturnType<typeof startMailCapture>>;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let admin: typeof stranger;

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture();
  app = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${capture.smtpPort}` });
  stranger = await app.signedInAs(await createUser(database.db));
  admin = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
});
afterAll(async () => {
  await app.close();
  await capture.close();
  await database.close();
});

async function family() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    recipientCountry: 'KE',
    recipientPhone: '+254722000111',
  });
  return { campaign, organizer: await app.signedInAs(organizer) };
}

const updatesOf = (campaignId: number) =>
  database.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, campaignId));

const patch = (client: { fetch: TestApp['fetch'] }, path: string, body: unknown) =>
  client.fetch(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The outbox rows of one campaign's update e-mails (each names its campaign's link on a line of its own). */
const updateEmailsOf = (campaign: { customUrl: string }) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.text, `%Visit the memorial: %/campaign/${campaign.customUrl}\n%`));

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('updates', () => {
  it('when the organizer posts, then it is signed with the organizer’s name; the recipient signs as recipient and may edit and delete', async () => {
    const { campaign, organizer } = await family();
    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, {
      body: '  The burial is moved to Saturday.  ',
    });
    expect(response.status).toBe(201);
    const { update } = await response.json();
    expect(update).toMatchObject({
      body: 'The burial is moved to Saturday.',
      postedByName: campaign.organizerName,
      postedByRole: 'organizer',
    });

    const recipient = await recipientClientOf(database, app, campaign.id);
    const second = await recipient.postJson(`/api/campaigns/${campaign.id}/updates`, {
      body: 'Thank you all.',
    });
    expect((await second.json()).update).toMatchObject({
      postedByName: campaign.recipientName,
      postedByRole: 'recipient',
    });
    const edited = await patch(recipient, `/api/campaigns/${campaign.id}/updates/${update.id}`, {
      body: 'The burial is on Sunday.',
    });
    expect(edited.status).toBe(200);
    const listed = await (await recipient.fetch(`/api/campaigns/${campaign.id}/updates`)).json();
    expect(listed.updates.map((row: { body: string }) => row.body)).toEqual([
      'Thank you all.',
      'The burial is on Sunday.',
    ]);
    const deleted = await recipient.fetch(`/api/campaigns/${campaign.id}/updates/${update.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await updatesOf(campaign.id)).toHaveLength(1);
  });

  it('when a visitor, another user or an admin tries, then 401, 403, 403 and nothing changes', async () => {
    const { campaign, organizer } = await family();
    const { update } = await (
      await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, { body: 'First' })
    ).json();
    const path = `/api/campaigns/${campaign.id}/updates`;
    expect((await app.postJson(path, { body: 'X' })).status).toBe(401);
    expect((await patch(app, `${path}/${update.id}`, { body: 'X' })).status).toBe(401);
    expect((await app.fetch(`${path}/${update.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await app.fetch(path)).status).toBe(401);
    for (const client of [stranger, admin]) {
      expect((await client.postJson(path, { body: 'X' })).status).toBe(403);
      expect((await patch(client, `${path}/${update.id}`, { body: 'X' })).status).toBe(403);
      expect((await client.fetch(`${path}/${update.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await client.fetch(path)).status).toBe(403);
    }
    // Another family's recipient session is a stranger here too.
    const other = await family();
    const otherRecipient = await recipientClientOf(database, app, other.campaign.id);
    expect((await otherRecipient.postJson(path, { body: 'X' })).status).toBe(403);
    const stored = await updatesOf(campaign.id);
    expect(stored.map((row) => row.body)).toEqual(['First']);
  });

  it('when an update of another campaign is named, then 404 and it is untouched', async () => {
    const first = await family();
    const second = await family();
    const { update } = await (
      await first.organizer.postJson(`/api/campaigns/${first.campaign.id}/updates`, { body: 'Mine' })
    ).json();
    const path = `/api/campaigns/${second.campaign.id}/updates/${update.id}`;
    expect((await patch(second.organizer, path, { body: 'Hijacked' })).status).toBe(404);
    expect((await second.organizer.fetch(path, { method: 'DELETE' })).status).toBe(404);
    expect((await updatesOf(first.campaign.id))[0].body).toBe('Mine');
  });

  it.each([
    ['an empty update', { body: '   ' }, english(EMPTY_UPDATE_MESSAGE)],
    ['no body', {}, english(EMPTY_UPDATE_MESSAGE)],
    ['a number', { body: 12 }, english(EMPTY_UPDATE_MESSAGE)],
    ['100 KB', { body: 'x'.repeat(100_000) }, english(LONG_UPDATE_MESSAGE)],
    ['5,001 characters', { body: 'x'.repeat(5001) }, english(LONG_UPDATE_MESSAGE)],
    [
      'a photo from another site',
      { body: 'Hi', photo: '//evil.example/x.webp' },
      refusalIn(BASE_LOCALE, UPLOAD_AGAIN_MESSAGE),
    ],
  ])(
    'when the family sends %s, then 400 with a clear message, nothing stored and nobody e-mailed',
    async (_, body, message) => {
      const { campaign, organizer } = await family();
      await subscribeToUpdates(database.db, {
        campaignId: campaign.id,
        email: 'aunt@example.com',
        name: 'Aunt',
        source: 'gift',
      });
      const response = await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
      expect(await updatesOf(campaign.id)).toHaveLength(0);
      expect(await updateEmailsOf(campaign)).toHaveLength(0);
    },
  );

  it('when an edit is bad, then 400 and the update is unchanged', async () => {
    const { campaign, organizer } = await family();
    const { update } = await (
      await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, { body: 'Kept' })
    ).json();
    const response = await patch(organizer, `/api/campaigns/${campaign.id}/updates/${update.id}`, {
      body: 'x'.repeat(5001),
    });
    expect(response.status).toBe(400);
    expect((await updatesOf(campaign.id))[0].body).toBe('Kept');
  });

  it('when markup is posted, then it is stored as typed; 5,000 characters are accepted', async () => {
    const { campaign, organizer } = await family();
    const markup = '<script>alert(1)</script> <a href="https://evil.example">click</a>';
    expect((await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, { body: markup })).status).toBe(
      201,
    );
    const longest = 'y'.repeat(5000);
    expect(
      (await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, { body: longest })).status,
    ).toBe(201);
    expect((await updatesOf(campaign.id)).map((row) => row.body).sort()).toEqual([markup, longest].sort());
  });

  it('when more updates than a page, then the list pages by keyset, newest first, without repeats', async () => {
    const { campaign, organizer } = await family();
    const at = Date.now();
    await database.db.insert(campaignUpdates).values(
      Array.from({ length: 25 }, (_, index) => ({
        campaignId: campaign.id,
        body: `Update ${index}`,
        postedByName: 'Organizer',
        postedByRole: 'organizer',
        // Two share each instant: the id orders them.
        createdAt: new Date(at + Math.floor(index / 2) * 1000),
      })),
    );
    const first = await (await organizer.fetch(`/api/campaigns/${campaign.id}/updates`)).json();
    expect(first.updates).toHaveLength(20);
    expect(first.updates[0].body).toBe('Update 24');
    const second = await (
      await organizer.fetch(`/api/campaigns/${campaign.id}/updates?before=${first.nextCursor}`)
    ).json();
    expect(second.nextCursor).toBeNull();
    const bodies = [...first.updates, ...second.updates].map((row: { body: string }) => row.body);
    expect(bodies).toEqual(Array.from({ length: 25 }, (_, index) => `Update ${24 - index}`));
  });
});

describe('update e-mails', () => {
  it('when an update is posted, then each active subscriber gets one e-mail over SMTP with a one-click unsubscribe, and nobody who left does', async () => {
    const { campaign, organizer } = await family();
    for (const email of ['giver1@example.com', 'giver2@example.com', 'Left@example.com']) {
      await subscribeToUpdates(database.db, {
        campaignId: campaign.id,
        email,
        name: 'Giver',
        source: 'gift',
      });
    }
    await database.db
      .update(updateSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(updateSubscriptions.campaignId, campaign.id),
          eq(updateSubscriptions.email, 'Left@example.com'),
        ),
      );
    const listed = await (await organizer.fetch(`/api/campaigns/${campaign.id}/updates`)).json();
    expect(listed.subscriberCount).toBe(2);

    const response = await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, {
      body: 'The burial is on Saturday at 10.\n<b>Bring</b> umbrellas.',
    });
    expect(response.status).toBe(201);

    const rows = await updateEmailsOf(campaign);
    expect(rows.map((row) => row.to).sort()).toEqual(['giver1@example.com', 'giver2@example.com']);
    const subscriptions = await database.db
      .select()
      .from(updateSubscriptions)
      .where(eq(updateSubscriptions.campaignId, campaign.id));
    const tokenOf = (email: string) => subscriptions.find((row) => row.email === email)?.unsubscribeToken;
    for (const row of rows) {
      const link = `${app.config.baseUrl}/unsubscribe/${tokenOf(row.to)}`;
      expect(row.text).toContain(`${campaign.organizerName} (organizer) posted an update`);
      expect(row.text).toContain('<b>Bring</b> umbrellas.');
      expect(row.text).toContain(`Stop these e-mails with one click: ${link}`);
      expect(row.html).toContain('&#60;b&#62;Bring');
      expect(row.headers).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    const delivered = await waitFor(() => {
      const found = capture.messages.filter((message) => message.to[0] === 'giver1@example.com');
      return found.length > 0 ? found : undefined;
    });
    expect(delivered).toHaveLength(1);
    const link = `${app.config.baseUrl}/unsubscribe/${tokenOf('giver1@example.com')}`;
    // Long headers arrive folded (RFC 5322 §2.2.3).
    const headers = delivered[0].raw.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(delivered[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(delivered[0].decoded).toContain('The burial is on Saturday at 10.');
    expect(capture.messages.some((message) => message.to.includes('left@example.com'))).toBe(false);
  });

  it('when an update is edited, then nothing is e-mailed again', async () => {
    const { campaign, organizer } = await family();
    await subscribeToUpdates(database.db, {
      campaignId: campaign.id,
      email: 'cousin@example.com',
      name: 'Cousin',
      source: 'guestbook',
    });
    const { update } = await (
      await organizer.postJson(`/api/campaigns/${campaign.id}/updates`, { body: 'First' })
    ).json();
    await patch(organizer, `/api/campaigns/${campaign.id}/updates/${update.id}`, { body: 'Fixed' });
    expect(await updateEmailsOf(campaign)).toHaveLength(1);
  });
});

describe('"Send me updates" on a gift', () => {
  const subscriptionsOf = (campaignId: number) =>
    database.db.select().from(updateSubscriptions).where(eq(updateSubscriptions.campaignId, campaignId));

  it('when a wallet giver ticks it, then they are subscribed with the gift; unticked (the default), nobody is', async () => {
    const { campaign } = await family();
    const unticked = await app.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, { contributorEmail: 'quiet@example.com' }),
    );
    expect(unticked.status).toBe(201);
    expect(await subscriptionsOf(campaign.id)).toHaveLength(0);

    const ticked = await app.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, { contributorEmail: 'Kwame@example.com', wantsUpdates: true }),
    );
    expect(ticked.status).toBe(201);
    const [gift] = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, (await ticked.json()).contribution.id));
    expect(gift.wantsUpdates).toBe(true);
    expect(await subscriptionsOf(campaign.id)).toMatchObject([
      { email: 'Kwame@example.com', name: 'Kwame Mensah', source: 'gift', unsubscribedAt: null },
    ]);
  });

  it('when a card giver ticks it, then they are subscribed once the payment succeeds, not before', async () => {
    const { campaign } = await family();
    const started = await app.postJson('/api/stripe/create-intent', {
      amount: '100',
      currency: 'USD',
      campaignId: String(campaign.id),
      contributorName: 'Thandiwe Mokoena',
      contributorEmail: 'thandiwe@example.com',
      contributorRelationship: 'Close friend',
      wantsUpdates: true,
    });
    expect(started.status).toBe(200);
    const { clientSecret } = await started.json();
    expect(await subscriptionsOf(campaign.id)).toHaveLength(0);
    const paid = await app.postJson('/api/stripe/sandbox-confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(200);
    expect(await subscriptionsOf(campaign.id)).toMatchObject([
      { email: 'thandiwe@example.com', source: 'gift', unsubscribedAt: null },
    ]);
  });

  it('when a card giver goes back and ticks it for the same payment, then the same attempt carries it', async () => {
    const { campaign } = await family();
    const gift = {
      amount: '50',
      currency: 'USD',
      campaignId: String(campaign.id),
      contributorName: 'Amara Obi',
      contributorEmail: 'amara@example.com',
      contributorRelationship: 'Friend',
      idempotencyKey: `submission-${campaign.id}-abcdefgh`,
    };
    const first = await (await app.postJson('/api/stripe/create-intent', gift)).json();
    const again = await (
      await app.postJson('/api/stripe/create-intent', { ...gift, wantsUpdates: true })
    ).json();
    expect(again.contributionId).toBe(first.contributionId);
    const [row] = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, first.contributionId));
    expect(row.wantsUpdates).toBe(true);
  });

  it('when wantsUpdates is not a boolean, then 400 and no gift is kept', async () => {
    const { campaign } = await family();
    const response = await app.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, { wantsUpdates: 'yes' }),
    );
    expect(response.status).toBe(400);
    expect(await subscriptionsOf(campaign.id)).toHaveLength(0);
  });
});
