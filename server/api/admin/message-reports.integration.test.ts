import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.server';
import { guestbookMessages, messageReports } from '../../../db/schema';
import { createCampaign, createContribution, createUser } from '../../../seed/factories';
import { startTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Issue 16 item 2: a reported message reaches the family and the admin's queue. */
describe('the admin overview’s reported messages', () => {
  it('when messages are reported, then the open ones are listed newest first with their page, and settled ones are not', async () => {
    const { db } = database;
    const organizer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const campaign = await createCampaign(db, { organizerId: organizer.id, deceasedName: 'Baraka Otieno' });
    const [message] = await db
      .insert(guestbookMessages)
      .values({ campaignId: campaign.id, name: 'Spammer', message: 'Buy <b>cheap</b> watches' })
      .returning();
    const gift = await createContribution(db, {
      campaignId: campaign.id,
      contributorName: 'Kamau',
      memory: 'An unkind word',
    });
    await db.insert(messageReports).values([
      {
        campaignId: campaign.id,
        guestbookMessageId: message.id,
        reason: 'Advertising',
        createdAt: new Date(Date.now() - 60_000),
      },
      { campaignId: campaign.id, contributionId: gift.id, reason: 'Hurtful' },
      { campaignId: campaign.id, contributionId: gift.id, reason: 'Settled already', resolvedAt: new Date() },
    ]);

    const client = await app.adminSignedInAs(admin);
    const html = await (await client.fetch('/admin/pamoja-control-panel?tab=overview')).text();
    expect(html).toContain('Reported messages (<!-- -->2<!-- --> open)');
    expect(html).toContain('Buy &lt;b&gt;cheap&lt;/b&gt; watches');
    expect(html).toContain('Reason given: <!-- -->Advertising');
    expect(html.indexOf('An unkind word')).toBeLessThan(html.indexOf('Buy &lt;b&gt;cheap'));
    expect(html).not.toContain('Settled already');
    expect(html).toContain(`href="/campaign/${campaign.customUrl}"`);

    const signedOut = await app.fetch('/admin/pamoja-control-panel?tab=overview');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toContain('Buy &lt;b&gt;cheap');
  });
});
