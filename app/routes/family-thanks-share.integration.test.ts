import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, emailOutbox } from '../../db/schema';
import { ANONYMOUS_GIVER_LABEL, THANK_YOU_MESSAGE_TOO_LONG } from '../../domain/gathering/thank-you-schemas';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { recipientClientOf } from '../../tests/setup/family-fixtures';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/** The family's pages as a phone without JavaScript uses them: plain GETs and form posts (issue 16). */
let database: DatabaseHandle;
let app: TestApp;
let stranger: SignedInClient<Awaited<ReturnType<typeof createUser>>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  stranger = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const postForm = (client: { fetch: TestApp['fetch'] }, path: string, fields: Record<string, string>) =>
  client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function familyWithGifts() {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    deceasedName: 'Grace Achieng',
  });
  const tag = `${campaign.id}-${Date.now()}`;
  await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: 'Amina',
    contributorEmail: `amina-${tag}@example.com`,
  });
  const hidden = await createContribution(database.db, {
    campaignId: campaign.id,
    contributorName: 'Secret Friend Wekesa',
    contributorEmail: `wekesa-${tag}@example.com`,
    isAnonymous: true,
  });
  return { campaign, tag, hidden, organizer: await app.signedInAs(organizer) };
}

describe('the family thank-you page', () => {
  it('when the organizer opens it, then it counts who awaits thanks and never names the anonymous giver', async () => {
    const { campaign, organizer } = await familyWithGifts();
    const response = await organizer.fetch(`/family/${campaign.id}/thanks`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('2 givers have not been thanked yet.');
    expect(html).toContain('Amina');
    expect(html).toContain(ANONYMOUS_GIVER_LABEL);
    expect(html).not.toContain('Secret Friend Wekesa');
    expect(html).toContain('Thank you for your gift in memory of Grace Achieng.');
    expect((await organizer.fetch(`/family/${campaign.id}/thanks?cursor=not-a-cursor`)).status).toBe(400);
  });

  it('when the family posts the form without JavaScript, then thanks go out and the page says so; a 100 KB message is shown again with its message', async () => {
    const { campaign, tag, hidden, organizer } = await familyWithGifts();
    const path = `/family/${campaign.id}/thanks`;
    const tooLong = await postForm(organizer, path, { message: 'x'.repeat(100_000) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(THANK_YOU_MESSAGE_TOO_LONG);

    const one = await postForm(organizer, path, { message: 'Thank you.', contributionId: String(hidden.id) });
    expect(one.status).toBe(303);
    expect(one.headers.get('location')).toBe(`${path}?sent=1`);
    const everyone = await postForm(organizer, path, { message: 'Thank you.' });
    expect(everyone.headers.get('location')).toBe(`${path}?sent=1`);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.to.includes(tag))).toHaveLength(2);
    const after = await (await organizer.fetch(`${path}?sent=1`)).text();
    expect(after).toContain('Your thanks are on their way to 1 giver.');
    expect(after).toContain('Everyone who gave and left an e-mail address has been thanked.');

    const page = await (await app.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(page).toContain('The family has sent their thanks.');
    expect(page).not.toContain('Secret Friend Wekesa');
  });

  it('when a visitor or another user opens or posts it, then sign in (401) or Access Denied (403), and nothing is sent', async () => {
    const { campaign, tag } = await familyWithGifts();
    const path = `/family/${campaign.id}/thanks`;
    expect((await app.fetch(path)).status).toBe(401);
    expect((await stranger.fetch(path)).status).toBe(403);
    expect((await postForm(app, path, { message: 'Hi' })).status).toBe(401);
    expect((await postForm(stranger, path, { message: 'Hi' })).status).toBe(403);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.to.includes(tag))).toHaveLength(0);
  });
});

describe('the family WhatsApp page', () => {
  it('when the recipient opens it, then the preview, its length and the wa.me link are there; ticking the box adds the number', async () => {
    const { campaign } = await familyWithGifts();
    const recipient = await recipientClientOf(database, app, campaign.id);
    const path = `/family/${campaign.id}/share`;
    const html = await (await recipient.fetch(path)).text();
    expect(html).toContain('In loving memory of Grace Achieng');
    expect(html).toMatch(/\d+ of 999 characters/);
    expect(html).toContain('href="https://wa.me/?text=In%20loving%20memory%20of%20Grace%20Achieng');
    expect(html).toMatch(/<textarea[^>]*readOnly|<textarea[^>]*readonly/);

    const saved = await postForm(recipient, path, { shareWalletNumber: 'on' });
    expect(saved.status).toBe(303);
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.shareWalletNumber).toBe(true);
    expect(await (await recipient.fetch(`${path}?saved=1`)).text()).toContain('Mobile money: +27821111111');
    await postForm(recipient, path, {});
    const [unticked] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(unticked.shareWalletNumber).toBe(false);
  });

  it('when another user posts the choice, then 403 and nothing changes', async () => {
    const { campaign } = await familyWithGifts();
    expect((await stranger.fetch(`/family/${campaign.id}/share`)).status).toBe(403);
    expect(
      (await postForm(stranger, `/family/${campaign.id}/share`, { shareWalletNumber: 'on' })).status,
    ).toBe(403);
    expect((await postForm(app, `/family/${campaign.id}/share`, { shareWalletNumber: 'on' })).status).toBe(
      401,
    );
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.shareWalletNumber).toBe(false);
  });

  it('when the recipient turns the first-anniversary e-mail off and on from the page, then it is stored and audited with who did it; a stranger and a visitor are refused', async () => {
    const { campaign } = await familyWithGifts();
    await database.db
      .update(campaigns)
      .set({ deceasedDateOfPassing: '2026-03-14' })
      .where(eq(campaigns.id, campaign.id));
    const recipient = await recipientClientOf(database, app, campaign.id);
    const path = `/family/${campaign.id}/share`;
    const page = await (await recipient.fetch(path)).text();
    expect(page).toContain('On the first anniversary (');
    expect(page).toContain('2027');
    expect(page).toContain('Turn the anniversary e-mail off');

    for (const [client, status] of [
      [stranger, 403],
      [app, 401],
    ] as const) {
      expect((await postForm(client, path, { intent: 'anniversary', anniversaryEmails: 'off' })).status).toBe(
        status,
      );
    }
    const anniversaryOf = async () =>
      (await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0].anniversaryEmails;
    expect(await anniversaryOf()).toBe(true);

    const bad = await postForm(recipient, path, { intent: 'anniversary', anniversaryEmails: 'maybe' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please choose whether anniversary e-mails should be on or off.');
    expect(await anniversaryOf()).toBe(true);

    const off = await postForm(recipient, path, { intent: 'anniversary', anniversaryEmails: 'off' });
    expect(off.status).toBe(303);
    expect(await anniversaryOf()).toBe(false);
    expect(await (await recipient.fetch(`${path}?saved=anniversary`)).text()).toContain(
      'No e-mail will be sent on the first anniversary.',
    );
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, campaign.id), eq(auditLog.action, 'campaign.anniversary_emails')));
    expect(entry.recipientAccessId).not.toBeNull();
    expect(entry.details).toMatchObject({ anniversaryEmails: false, through: 'family page' });
    await postForm(recipient, path, { intent: 'anniversary', anniversaryEmails: 'on' });
    expect(await anniversaryOf()).toBe(true);
  });
});
