import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignEvents, campaigns, eventRsvps, messageReports } from '../../db/schema';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { getFamilyBar } from './get-family-bar.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 60 * 60 * 1000;

describe('the family bar (issue 33 item 3)', () => {
  it('when nothing waits, then every count is 0 and no payout is requested', async () => {
    const campaign = await createCampaign(database.db, { organizerId: (await createUser(database.db)).id });
    expect(await getFamilyBar(database.db, campaign.id)).toEqual({
      giftsToConfirm: 0,
      rsvps: 0,
      guests: 0,
      openReports: 0,
      payoutStatus: null,
    });
  });

  it('when gifts, RSVPs and reports wait, then it counts only this campaign’s open ones and upcoming services', async () => {
    const organizerId = (await createUser(database.db)).id;
    const campaign = await createCampaign(database.db, { organizerId });
    const other = await createCampaign(database.db, { organizerId });
    const wallet = { paymentMethod: 'mobile_wallet', currency: 'KES', amount: '500.00' };
    for (const campaignId of [campaign.id, campaign.id, other.id]) {
      await createContribution(database.db, { ...wallet, campaignId, paymentStatus: 'pending_review' });
    }
    await createContribution(database.db, { ...wallet, campaignId: campaign.id, paymentStatus: 'rejected' });
    const now = new Date();
    const event = (startsAt: Date, attendingCount: number) => ({
      campaignId: campaign.id,
      kind: 'funeral',
      title: 'Funeral service',
      startsAt,
      timeZone: 'Africa/Nairobi',
      venueName: 'St Paul’s',
      venueAddress: 'Kisumu',
      attendingCount,
    });
    const [coming, past] = await database.db
      .insert(campaignEvents)
      .values([event(new Date(now.getTime() + 48 * HOUR), 5), event(new Date(now.getTime() - 48 * HOUR), 7)])
      .returning();
    await database.db.insert(eventRsvps).values([
      { eventId: coming.id, name: 'Akinyi', partySize: 3 },
      { eventId: coming.id, name: 'Otieno', partySize: 2 },
      { eventId: past.id, name: 'Moraa', partySize: 7 },
    ]);
    const gift = await createContribution(database.db, { campaignId: campaign.id, memory: 'Rude words' });
    await database.db.insert(messageReports).values([
      { campaignId: campaign.id, contributionId: gift.id, reason: 'Hurtful' },
      { campaignId: campaign.id, contributionId: gift.id, resolvedAt: now },
    ]);
    await database.db
      .update(campaigns)
      .set({ payoutStatus: 'requested' })
      .where(eq(campaigns.id, campaign.id));

    expect(await getFamilyBar(database.db, campaign.id, now)).toEqual({
      giftsToConfirm: 2,
      rsvps: 2,
      guests: 5,
      openReports: 1,
      payoutStatus: 'requested',
    });
  });
});
