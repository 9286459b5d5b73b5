import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { isDomainError } from '../shared/errors';
import { updateCampaignSchema } from './campaign-schemas';
import { updateCampaign } from './update-campaign.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const edit = updateCampaignSchema.parse({
  tribute: 'A teacher for forty years, and the heart of every gathering.',
});

/** Issue 10 item 3: the domain drops the page's cached copies itself, so no caller can forget to. */
describe('updateCampaign', () => {
  it('when the organizer saves, then the campaign is reported changed once; when a stranger tries, not at all', async () => {
    const organizer = await createUser(database.db);
    const stranger = await createUser(database.db);
    const campaign = await createCampaign(database.db, { organizerId: organizer.id });
    const changed: number[] = [];
    const services = { campaignChanged: (id: number) => changed.push(id) };

    const refused = await updateCampaign(database.db, services, {
      campaignId: campaign.id,
      userId: stranger.id,
      input: edit,
    }).catch((error: unknown) => error);
    expect(isDomainError(refused, 'forbidden')).toBe(true);
    expect(changed).toEqual([]);

    await updateCampaign(database.db, services, {
      campaignId: campaign.id,
      userId: organizer.id,
      input: edit,
    });
    expect(changed).toEqual([campaign.id]);
  });
});
