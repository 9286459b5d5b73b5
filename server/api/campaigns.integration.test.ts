import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaigns, uploads } from '../../db/schema';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { creationDialogBody, isoDay } from '../../tests/setup/creation-dialog-body';
import { type SignedInClient, startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * The dialog's body, for a family that confirmed it is family: these tests create the same person's page over and
 * over, which the same-person rule (decision 034, same-person-campaigns.integration.test.ts) would otherwise refuse.
 */
const confirmedBody = (overrides: Record<string, unknown> = {}) =>
  creationDialogBody({ confirmSamePerson: true, ...overrides });

let database: DatabaseHandle;
let app: TestApp;
let organizer: SignedInClient<Awaited<ReturnType<typeof createUser>>>;
let stranger: typeof organizer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  organizer = await app.signedInAs(await createUser(database.db, { country: 'GB' }));
  stranger = await app.signedInAs(await createUser(database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/campaigns', () => {
  it('when nobody is signed in, then it is refused with 401', async () => {
    const response = await app.postJson('/api/campaigns', confirmedBody());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('when the organizer sends the dialog answers, then the campaign is stored with every field', async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({ password: 'must-not-be-stored' }),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number; customUrl: string };
    expect(created.customUrl).toBe('ripjosephkamau');
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    expect(stored).toMatchObject({
      organizerId: organizer.user.id,
      organizerName: 'Wanjiru Kamau',
      organizerEmail: 'wanjiru@example.com',
      organizerPhone: '+254 712 345678',
      organizerRelationship: 'child',
      deceasedName: 'Joseph Kamau',
      deceasedDateOfPassing: '2025-09',
      deceasedYearOfBirth: 1948,
      deceasedLocation: 'Nyeri, Kenya',
      tribute: 'Baba taught a whole village to read.',
      recipientName: 'Grace Kamau',
      recipientRelationship: 'spouse',
      recipientCountry: 'KE',
      recipientPhone: '+254 722 000111',
      recipientPayoutMethod: 'mobile_money',
      goal: '150000.00',
      campaignCurrency: 'KES',
      endDate: isoDay(14),
      allowSharing: true,
      consentDisplayNames: true,
      deceasedPhoto: null,
    });
    expect(JSON.stringify(stored)).not.toContain('must-not-be-stored');
  });

  it('when the generated URL is taken, then a suffix makes it unique', async () => {
    const second = await organizer.postJson('/api/campaigns', confirmedBody());
    const third = await organizer.postJson('/api/campaigns', confirmedBody());
    expect(((await second.json()) as { customUrl: string }).customUrl).toBe('ripjosephkamau-2');
    expect(((await third.json()) as { customUrl: string }).customUrl).toBe('ripjosephkamau-3');
  });

  it('when a supported currency is named, then the campaign keeps it: a 5000 USD goal for a Kenyan recipient stays USD', async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({
        campaignCurrency: 'USD',
        goal: 5000,
        goalAmount: '5000',
        customUrl: 'dollar-goal',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(stored).toMatchObject({ recipientCountry: 'KE', campaignCurrency: 'USD', goal: '5000.00' });
  });

  it("when no currency is named, then the recipient's country's is used", async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({ recipientCountry: 'NG', campaignCurrency: undefined, customUrl: 'naira-check' }),
    );
    const { id } = (await response.json()) as { id: number };
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(stored.campaignCurrency).toBe('NGN');
  });

  it.each(['ZWL', 'XYZ', ''])(
    'when the currency is %j (not one cards can be paid in), then 400 with a clear message',
    async (campaignCurrency) => {
      const response = await organizer.postJson(
        '/api/campaigns',
        confirmedBody({ campaignCurrency, customUrl: 'unsupported-currency' }),
      );
      expect(response.status).toBe(400);
      const message =
        'This currency is not supported. Please choose a currency such as USD, EUR, GBP, KES or NGN';
      expect(await response.json()).toMatchObject({ message, fieldErrors: { campaignCurrency: message } });
    },
  );

  it.each([
    ['admin', 'This URL is reserved. Please choose another one'],
    ['login', 'This URL is reserved. Please choose another one'],
    ['create-campaign', 'This URL is reserved. Please choose another one'],
    ['12345', 'Custom URL cannot be only numbers'],
    ['Has Spaces', 'Use only lowercase letters, numbers and hyphens'],
    ['trailing-', 'Use only lowercase letters, numbers and hyphens'],
  ])('when the custom URL is %s, then it is refused with 400: %s', async (customUrl, message) => {
    const response = await organizer.postJson('/api/campaigns', confirmedBody({ customUrl }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, fieldErrors: { customUrl: message } });
  });

  it('when the custom URL belongs to another campaign, then it is refused with 409', async () => {
    const first = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({ customUrl: 'in-memory-of-joseph' }),
    );
    expect(first.status).toBe(201);
    const clash = await stranger.postJson(
      '/api/campaigns',
      confirmedBody({ customUrl: 'in-memory-of-joseph' }),
    );
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      message: 'This custom URL is already taken. Please choose another one',
    });
  });

  it.each([
    [
      { acceptTerms: 'no', termsAccepted: false },
      'acceptTerms',
      'You must accept the terms to create a campaign',
    ],
    [{ organizerEmail: 'not-an-email' }, 'organizerEmail', 'Please enter a valid email address'],
    [{ organizerEmail: 'x@mailinator.com' }, 'organizerEmail', 'Disposable email addresses are not allowed'],
    [
      { organizerEmail: `${'a'.repeat(64)}@${'b'.repeat(40)}.com` },
      'organizerEmail',
      'Email address is too long',
    ],
    [{ organizerPhone: '' }, 'organizerPhone', 'Phone number is required'],
    [{ recipientPhone: '  ' }, 'recipientPhone', 'Phone number is required'],
    [{ deceasedName: '' }, 'deceasedName', "Please provide your loved one's name"],
    [
      { deceasedDateOfPassing: isoDay(5) },
      'deceasedDateOfPassing',
      'The date of passing cannot be in the future',
    ],
    [
      { deceasedDateOfPassing: '1899-12-31' },
      'deceasedDateOfPassing',
      'The date of passing cannot be before 1900',
    ],
    [{ deceasedBirthYear: 1899 }, 'deceasedBirthYear', 'Please choose a year between 1900 and this year'],
    [
      { deceasedBirthYear: 2025, deceasedDateOfPassing: '2020-01' },
      'deceasedBirthYear',
      'The year of birth cannot be after the year of passing',
    ],
    [{ recipientCountry: 'XX' }, 'recipientCountry', "Please choose the recipient's country"],
    [
      { recipientPayoutMethod: 'bitcoin' },
      'recipientPayoutMethod',
      'Please choose how the recipient will receive the funds',
    ],
    [{ endDate: isoDay(-3) }, 'endDate', 'The end date cannot be in the past'],
    [{ goal: -5, goalAmount: '-5' }, 'goal', 'Please enter a goal of at least 1, or leave it empty'],
    [{ photoUrl: 'https://evil.example/x.png' }, 'photoUrl', 'Please upload the image again'],
    [{ photoUrl: '//evil.example/x.png' }, 'photoUrl', 'Please upload the image again'],
    [{ headerImageUrl: '/uploads/../dev/mail' }, 'headerImageUrl', 'Please upload the image again'],
  ])('when the answers are %j, then 400 names %s', async (overrides, field, message) => {
    const response = await organizer.postJson('/api/campaigns', confirmedBody(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors[field]).toBe(message);
  });

  it('when the answers have no goal, then the campaign has none', async () => {
    const response = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({ goal: null, goalAmount: '', customUrl: 'no-goal-campaign' }),
    );
    const { id } = (await response.json()) as { id: number };
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(stored.goal).toBeNull();
  });

  it('when the answers reference an upload, then the upload is attached so the sweep keeps it', async () => {
    await database.db
      .insert(uploads)
      .values({ storageKey: '2025/01/p.webp', url: '/uploads/2025/01/p.webp', bytes: 10 });
    const response = await organizer.postJson(
      '/api/campaigns',
      confirmedBody({ photoUrl: '/uploads/2025/01/p.webp', customUrl: 'with-photo' }),
    );
    expect(response.status).toBe(201);
    const [upload] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, '/uploads/2025/01/p.webp'));
    expect(upload.attachedAt).toBeInstanceOf(Date);
  });

  it('when one organizer creates too many campaigns, then they are told to wait (429)', async () => {
    const busy = await app.signedInAs(await createUser(database.db));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await busy.postJson('/api/campaigns', confirmedBody({ deceasedName: 'Ama Busy' }));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('reading campaigns', () => {
  it('when a campaign has confirmed and pending contributions, then GET by URL (any case) and by id return it with stats counting the confirmed only', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'read-me',
      campaignCurrency: 'ZAR',
      goal: '10000.00',
    });
    await createContribution(database.db, { campaignId: campaign.id, amount: '100.00', currency: 'ZAR' });
    await createContribution(database.db, { campaignId: campaign.id, amount: '10.00', currency: 'USD' });
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '999.00',
      paymentStatus: 'pending',
    });
    await app.fetch('/api/campaigns/url/read-me');

    const byUrl = await app.fetch('/api/campaigns/url/READ-ME');
    expect(byUrl.status).toBe(200);
    const body = (await byUrl.json()) as { campaign: Record<string, unknown>; stats: Record<string, number> };
    expect(body.campaign).toMatchObject({
      id: campaign.id,
      customUrl: 'read-me',
      goal: 10000,
      campaignCurrency: 'ZAR',
    });
    expect(body.campaign).not.toHaveProperty('organizerEmail');
    // 100 ZAR + 10 USD at 18.5 = 285 ZAR; the pending one does not count.
    expect(body.stats).toEqual({ totalRaised: 285, testMoneyRaised: 0, contributorCount: 2, viewCount: 0 });

    const byId = await app.fetch(`/api/campaigns/${campaign.id}`);
    expect(((await byId.json()) as { campaign: { customUrl: string } }).campaign.customUrl).toBe('read-me');
  });

  it('when the campaign does not exist, then 404 "Campaign not found"', async () => {
    for (const path of ['/api/campaigns/url/nobody-here', '/api/campaigns/999999', '/api/campaigns/abc']) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Campaign not found' });
    }
  });

  it('when signed in, then GET /api/campaigns lists only my campaigns with totalRaised', async () => {
    const mine = await createCampaign(database.db, {
      organizerId: stranger.user.id,
      customUrl: 'strangers-own',
    });
    await createContribution(database.db, { campaignId: mine.id, amount: '40.00', currency: 'ZAR' });
    const response = await stranger.fetch('/api/campaigns');
    const list = (await response.json()) as Array<{ customUrl: string; totalRaised: number }>;
    expect(list.map((campaign) => campaign.customUrl)).toContain('strangers-own');
    expect(list.find((campaign) => campaign.customUrl === 'strangers-own')?.totalRaised).toBe(40);
    expect(list.map((campaign) => campaign.customUrl)).not.toContain('read-me');
    expect((await app.fetch('/api/campaigns')).status).toBe(401);
  });

  it("when the family chose not to show names, then tributes and the public contribution list hide them, the organizer's list does not", async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      consentDisplayNames: false,
    });
    await createContribution(database.db, { campaignId: campaign.id, contributorName: 'Chiamaka Eze' });
    await createContribution(database.db, {
      campaignId: campaign.id,
      contributorName: 'Tunde Bello',
      isAnonymous: true,
    });

    const tributes = await (await app.fetch(`/api/campaigns/${campaign.id}/tributes`)).json();
    expect(tributes.tributes.map((tribute: { name: string }) => tribute.name)).toEqual([
      'Anonymous',
      'A contributor',
    ]);
    const french = { headers: { 'accept-language': 'fr' } };
    const frenchTributes = await (await app.fetch(`/api/campaigns/${campaign.id}/tributes`, french)).json();
    expect(frenchTributes.tributes.map((tribute: { name: string }) => tribute.name)).toEqual([
      'Anonyme',
      'Une personne qui a contribué',
    ]);
    const publicList = await (await app.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(JSON.stringify(publicList)).not.toMatch(/Chiamaka|Tunde/);
    const swahiliList = await (
      await app.fetch(`/api/contributions/${campaign.id}`, { headers: { cookie: 'pamoja_lang=sw' } })
    ).json();
    expect(
      swahiliList.contributions.map((item: { contributorName: string }) => item.contributorName),
    ).toEqual(['Bila jina', 'Mchangiaji']);
    const organizerList = await (await organizer.fetch(`/api/contributions/${campaign.id}`)).json();
    expect(
      organizerList.contributions.map((item: { contributorName: string }) => item.contributorName),
    ).toEqual(['Tunde Bello', 'Chiamaka Eze']);
  });

  it('when the campaign is archived, then its tributes answer 404', async () => {
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id, isArchived: true });
    await createContribution(database.db, { campaignId: campaign.id });
    expect((await app.fetch(`/api/campaigns/${campaign.id}/tributes`)).status).toBe(404);
  });

  it('when there are more tributes than a page, then the cursor walks through all of them once', async () => {
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const when = new Date('2025-06-01T10:00:00.000Z');
    for (let index = 0; index < 13; index += 1) {
      await createContribution(database.db, {
        campaignId: campaign.id,
        contributorName: `Friend ${index}`,
        // Two share a timestamp: the id breaks the tie.
        createdAt: new Date(when.getTime() + Math.min(index, 11) * 1000),
        isAnonymous: index === 12,
        hideAmount: index === 11,
      });
    }
    const first = (await (await app.fetch(`/api/campaigns/${campaign.id}/tributes`)).json()) as {
      tributes: Array<{ name: string; amount: number | null }>;
      nextCursor: string;
    };
    expect(first.tributes).toHaveLength(10);
    expect(first.tributes[0]).toMatchObject({ name: 'Anonymous' });
    expect(first.tributes[1]).toMatchObject({ name: 'Friend 11', amount: null });
    const second = (await (
      await app.fetch(`/api/campaigns/${campaign.id}/tributes?before=${encodeURIComponent(first.nextCursor)}`)
    ).json()) as { tributes: Array<{ name: string }>; nextCursor: string | null };
    expect(second.tributes.map((tribute) => tribute.name)).toEqual(['Friend 2', 'Friend 1', 'Friend 0']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it('when the organizer saves, then tribute, goal, end date, URL, sharing and header image change', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'before-edit',
    });
    await database.db
      .insert(uploads)
      .values({ storageKey: '2025/02/h.webp', url: '/uploads/2025/02/h.webp', bytes: 10 });
    const response = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'A new tribute, long enough.',
      goal: '2500',
      customUrl: 'after-edit',
      endDate: `${isoDay(30)}T00:00:00.000Z`,
      allowSharing: false,
      headerImage: '/uploads/2025/02/h.webp',
    });
    expect(response.status).toBe(200);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored).toMatchObject({
      tribute: 'A new tribute, long enough.',
      goal: '2500.00',
      customUrl: 'after-edit',
      endDate: isoDay(30),
      allowSharing: false,
      headerImage: '/uploads/2025/02/h.webp',
    });
    const [upload] = await database.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, '/uploads/2025/02/h.webp'));
    expect(upload.attachedAt).not.toBeNull();
  });

  it.each(['https://evil.example/x.png', '//evil.example/x.png', '/uploads/../dev/mail'])(
    'when the header image is %s, then 400 asks for an upload and nothing changes',
    async (headerImage) => {
      const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
      const response = await organizer.put(`/api/campaigns/${campaign.id}`, {
        tribute: 'Still remembered every day.',
        allowSharing: true,
        headerImage,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.headerImage).toBe('Please upload the image again');
      const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
      expect(stored.headerImage).toBe(campaign.headerImage);
    },
  );

  it('when the goal and end date are cleared, then both become empty', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      goal: '100.00',
      endDate: isoDay(3),
    });
    const response = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Still remembered every day.',
      goal: '',
      endDate: null,
      allowSharing: true,
    });
    expect(response.status).toBe(200);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.goal).toBeNull();
    expect(stored.endDate).toBeNull();
    expect(stored.customUrl).toBe(campaign.customUrl);
  });

  it('when the tribute has 9 characters, then 400 "Tribute must be at least 10 characters"', async () => {
    const campaign = await createCampaign(database.db, { organizerId: organizer.user.id });
    const response = await organizer.put(`/api/campaigns/${campaign.id}`, { tribute: '123456789' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Tribute must be at least 10 characters',
      fieldErrors: { tribute: 'Tribute must be at least 10 characters' },
    });
  });

  it('when someone else edits, then 403; when signed out, then 401; unknown campaign 404', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      tribute: 'Untouched tribute',
    });
    const body = { tribute: 'Hijacked tribute text' };
    const forbidden = await stranger.put(`/api/campaigns/${campaign.id}`, body);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "You don't have permission to edit this campaign" });
    expect((await app.put(`/api/campaigns/${campaign.id}`, body)).status).toBe(401);
    expect((await organizer.put('/api/campaigns/987654', body)).status).toBe(404);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.tribute).toBe('Untouched tribute');
  });

  it('when the new custom URL is reserved or taken, then it is refused and nothing changes', async () => {
    await createCampaign(database.db, { organizerId: stranger.user.id, customUrl: 'someone-elses' });
    const campaign = await createCampaign(database.db, {
      organizerId: organizer.user.id,
      customUrl: 'keep-mine',
    });
    const reserved = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Long enough tribute',
      customUrl: 'privacy',
    });
    expect(reserved.status).toBe(400);
    const taken = await organizer.put(`/api/campaigns/${campaign.id}`, {
      tribute: 'Long enough tribute',
      customUrl: 'someone-elses',
    });
    expect(taken.status).toBe(409);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.customUrl).toBe('keep-mine');
  });
});
