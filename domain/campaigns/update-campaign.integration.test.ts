import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignUrls } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createRateLimiters } from '../../server/services/rate-limits';
import { createTestDatabase } from '../../tests/setup/test-database';
import { isDomainError } from '../shared/errors';
import { type Limiters, RATE_LIMITS } from '../shared/rate-limits';
import { refusalIn } from '../shared/refusal-words.server';
import { updateCampaignSchema } from './campaign-schemas';
import { userActor } from './permissions';
import { updateCampaign } from './update-campaign.server';

let database: DatabaseHandle;
let limiters: Limiters;
beforeAll(async () => {
  database = await createTestDatabase();
  limiters = createRateLimiters(database.pool);
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
    const services = {
      campaignChanged: (id: number) => changed.push(id),
      ipAddress: '203.0.113.9',
      limiters,
    };

    const refused = await updateCampaign(
      database.db,
      {
        campaignId: campaign.id,
        actor: userActor(stranger),
        input: edit,
      },
      services,
    ).catch((error: unknown) => error);
    expect(isDomainError(refused, 'forbidden')).toBe(true);
    expect(changed).toEqual([]);

    await updateCampaign(
      database.db,
      {
        campaignId: campaign.id,
        actor: userActor(organizer),
        input: edit,
      },
      services,
    );
    expect(changed).toEqual([campaign.id]);
  });
});

/** Issue 11 item 4: "You can edit everything later" is true for every answer that does not decide where money goes. */
describe('correcting what the creation dialog asked', () => {
  const tribute = 'A teacher for forty years, and the heart of every gathering.';
  const services = {
    campaignChanged: () => {},
    ipAddress: '203.0.113.9',
    get limiters() {
      return limiters;
    },
  };

  async function saved(input: Record<string, unknown>, as: 'organizer' | 'recipient' = 'organizer') {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.id,
      deceasedDateOfPassing: '2025-08',
      deceasedYearOfBirth: 1950,
      deceasedLocation: 'Kisumu, Kenya',
      recipientRelationship: 'spouse',
      organizerRelationship: 'child',
      consentDisplayNames: false,
    });
    return updateCampaign(
      database.db,
      {
        campaignId: campaign.id,
        actor:
          as === 'organizer'
            ? userActor(organizer)
            : { user: null, recipient: { accessId: 1, campaignId: campaign.id } },
        input: updateCampaignSchema.parse({ tribute, ...input }),
      },
      services,
    );
  }

  it('when the organizer corrects their own relationship and shows the givers’ names, then both are stored (issue 33 item 4)', async () => {
    const updated = await saved({ organizerRelationship: 'sibling', consentDisplayNames: 'on' });
    expect(updated).toMatchObject({ organizerRelationship: 'sibling', consentDisplayNames: true });
    // Left out, they stay as they were.
    expect(await saved({})).toMatchObject({ organizerRelationship: 'child', consentDisplayNames: false });
  });

  it('when the recipient tries to change the organizer’s own answers, then it is refused with the field’s reason', async () => {
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => null,
        (error: Error) => refusalIn('en', error.message),
      );
    expect(await refusal(saved({ consentDisplayNames: true }, 'recipient'))).toBe(
      "Only the organizer can change whether contributors' names are shown",
    );
    expect(await refusal(saved({ organizerRelationship: 'sibling' }, 'recipient'))).toBe(
      "Only the organizer can change the organizer's relationship",
    );
  });

  it('when the organizer corrects the name, dates, place, photo and recipient, then each is stored', async () => {
    const updated = await saved({
      deceasedName: 'Achieng Otieno',
      deceasedDateOfPassing: '2025-09-14',
      deceasedBirthYear: '1948',
      deceasedLocation: 'Nairobi, Kenya',
      photoUrl: '/uploads/2026/11/achieng-photo.webp',
      recipientName: 'Grace Otieno',
      recipientRelationship: 'child',
    });
    expect(updated).toMatchObject({
      deceasedName: 'Achieng Otieno',
      deceasedDateOfPassing: '2025-09-14',
      deceasedBirthYear: 1948,
      deceasedLocation: 'Nairobi, Kenya',
      photoUrl: '/uploads/2026/11/achieng-photo.webp',
      recipientName: 'Grace Otieno',
      recipientRelationship: 'child',
    });
  });

  it('when fields are left out, then they stay as they were; an emptied year of birth is cleared', async () => {
    const kept = await saved({ deceasedLocation: '', deceasedDateOfPassing: '' });
    expect(kept).toMatchObject({
      deceasedDateOfPassing: '2025-08',
      deceasedBirthYear: 1950,
      deceasedLocation: 'Kisumu, Kenya',
    });
    expect((await saved({ deceasedBirthYear: '' })).deceasedBirthYear).toBeNull();
  });

  it.each([
    [{ deceasedName: '  ' }, 'deceasedName', "Please provide your loved one's name"],
    [{ recipientName: '' }, 'recipientName', "Please enter the recipient's name"],
    [{ deceasedDateOfPassing: '2999-01' }, 'deceasedDateOfPassing', undefined],
    [{ deceasedDateOfPassing: '2020-05', deceasedBirthYear: '2021' }, 'deceasedBirthYear', undefined],
    [{ photoUrl: 'https://evil.example/x.jpg' }, 'photoUrl', undefined],
  ])('when %j is sent, then it is refused on that field', (input, field, message) => {
    const parsed = updateCampaignSchema.safeParse({ tribute, ...input });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(refusalIn('en', issue?.message ?? '')).toBe(message);
  });
});

describe('custom addresses are kept for good, so their reservations are limited (issue 31 item 6)', () => {
  it('when an organizer keeps changing the address, then past the limit the change is refused and nothing is reserved', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, { organizerId: organizer.id });
    const services = { campaignChanged: () => {}, ipAddress: '203.0.113.9', limiters };
    const change = (customUrl: string) =>
      updateCampaign(
        database.db,
        {
          campaignId: campaign.id,
          actor: userActor(organizer),
          input: updateCampaignSchema.parse({ tribute: 'A teacher for forty years.', customUrl }),
        },
        services,
      );
    const allowed = RATE_LIMITS.customUrlChangesPerOrganizer.points;
    for (let round = 0; round < allowed; round++) await change(`amina-wanjiru-${campaign.id}-${round}`);
    const refused = await change(`amina-wanjiru-${campaign.id}-last`).catch((error: unknown) => error);
    expect(isDomainError(refused, 'rate_limited')).toBe(true);
    const reserved = await database.db
      .select()
      .from(campaignUrls)
      .where(eq(campaignUrls.campaignId, campaign.id));
    // The first address and each allowed change: the refused one was never reserved.
    expect(reserved).toHaveLength(allowed + 1);
  });
});
