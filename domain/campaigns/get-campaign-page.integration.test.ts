import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createCampaignPageReader } from './get-campaign-page.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('campaign page reader', () => {
  it('when read twice within the window, then the second read is the first; fresh reads and later reads see changes', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      customUrl: 'cached-page',
    });
    await createContribution(database.db, { campaignId: campaign.id, amount: '10.00', currency: 'ZAR' });
    const read = createCampaignPageReader(database.db, { ttlMs: 60_000 });

    const first = await read({ customUrl: 'Cached-Page' });
    expect(first?.stats.totalRaised).toBe(10);
    expect(first?.tributes.tributes).toHaveLength(1);
    await createContribution(database.db, { campaignId: campaign.id, amount: '5.00', currency: 'ZAR' });
    await database.db.update(campaigns).set({ tribute: 'Changed' }).where(eq(campaigns.id, campaign.id));

    expect((await read({ customUrl: 'cached-page' }))?.stats.totalRaised).toBe(10);
    read.forget(campaign.id);
    const fresh = await read({ customUrl: 'cached-page' });
    expect(fresh?.stats.totalRaised).toBe(15);
    expect(fresh?.campaign.tribute).toBe('Changed');

    const shortLived = createCampaignPageReader(database.db, { ttlMs: 1 });
    await shortLived({ id: campaign.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await shortLived({ id: campaign.id }))?.tributes.tributes).toHaveLength(2);
  });

  it('when a campaign is forgotten, then the next read of it, by id or by URL, is fresh', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      customUrl: 'forgotten-page',
    });
    const read = createCampaignPageReader(database.db, { ttlMs: 60_000 });
    await read({ customUrl: 'forgotten-page' });
    await read({ id: campaign.id });
    await createContribution(database.db, { campaignId: campaign.id, amount: '7.00', currency: 'ZAR' });

    read.forget(campaign.id);
    expect((await read({ customUrl: 'forgotten-page' }))?.stats.totalRaised).toBe(7);
    expect((await read({ id: campaign.id }))?.stats.totalRaised).toBe(7);
  });

  it('when a campaign is forgotten while a read of it is in flight, then that read is not kept', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      customUrl: 'racing-page',
    });
    const read = createCampaignPageReader(database.db, { ttlMs: 60_000 });
    // The read is sent before the contribution is written; the change is announced while the read is out.
    const inFlight = read({ customUrl: 'racing-page' });
    const contributing = createContribution(database.db, {
      campaignId: campaign.id,
      amount: '3.00',
      currency: 'ZAR',
    });
    read.forget(campaign.id);
    await Promise.all([inFlight, contributing]);
    expect((await read({ customUrl: 'racing-page' }))?.stats.totalRaised).toBe(3);
  });

  it('when another campaign changes while a read is in flight, then that read is kept (issue 30: one change, one campaign)', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      customUrl: 'quiet-page',
    });
    const other = await createCampaign(database.db, { organizerId: organizer.id, customUrl: 'busy-page' });
    const read = createCampaignPageReader(database.db, { ttlMs: 60_000 });
    const inFlight = read({ customUrl: 'quiet-page' });
    read.forget(other.id);
    await inFlight;
    // Kept: a contribution written behind the reader's back is not seen within its window.
    await createContribution(database.db, { campaignId: campaign.id, amount: '3.00', currency: 'ZAR' });
    expect(await read({ customUrl: 'quiet-page' })).toBe(await inFlight);
  });

  it('when the campaign does not exist, then null, and nothing is kept for it', async () => {
    const read = createCampaignPageReader(database.db);
    expect(await read({ customUrl: 'not-yet' })).toBeNull();
    const organizer = await createUser(database.db);
    await createCampaign(database.db, { organizerId: organizer.id, customUrl: 'not-yet' });
    expect((await read({ customUrl: 'not-yet' }))?.campaign.customUrl).toBe('not-yet');
  });
});
