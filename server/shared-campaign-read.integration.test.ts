import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaigns } from '../db/schema';
import { createCampaign, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 15 item 5: the public part of the campaign page, and the API's campaign read, come from one shared read for
 * everyone, signed in or not. A change written behind the app's back (no announcement) is not seen until the read
 * expires, by anyone; a change made through the app is seen by everyone at once.
 */
let database: DatabaseHandle;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app.close();
  await database.close();
});

describe('the shared campaign read', () => {
  it('when an organizer views their page, then it is the read visitors share; their edit through the app reaches everyone at once', async () => {
    const organizer = await app.signedInAs(await createUser(database.db));
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      tribute: 'She sang at every wedding in the village.',
    });
    const page = `/campaign/${campaign.customUrl}`;
    // The shared read lives two seconds: the clock stands still so a slow machine cannot expire it mid-test.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());

    expect(await (await app.fetch(page)).text()).toContain('She sang at every wedding');
    expect((await app.fetch(`/api/campaigns/${campaign.id}`)).status).toBe(200);
    await database.db
      .update(campaigns)
      .set({ tribute: 'Written behind the app.' })
      .where(eq(campaigns.id, campaign.id));
    const organizersView = await (await organizer.fetch(page)).text();
    expect(organizersView).toContain('She sang at every wedding');
    expect(organizersView).toContain('Edit Campaign');
    const apiRead = await (await organizer.fetch(`/api/campaigns/${campaign.id}`)).json();
    expect(apiRead.campaign.tribute).toBe('She sang at every wedding in the village.');

    const edited = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'She sang at every wedding, and at every funeral too.',
    });
    expect(edited.status).toBe(200);
    expect(await (await organizer.fetch(page)).text()).toContain('and at every funeral too');
    expect((await (await app.fetch(`/api/campaigns/${campaign.id}`)).json()).campaign.tribute).toBe(
      'She sang at every wedding, and at every funeral too.',
    );
  });
});
