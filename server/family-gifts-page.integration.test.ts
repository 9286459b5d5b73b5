import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { auditLog, contributions } from '../db/schema';
import { createContribution, createUser } from '../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

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

const postForm = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.fetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const walletGift = (campaignId: number, contributorName: string, contributorEmail: string) =>
  createContribution(database.db, {
    campaignId,
    contributorName,
    contributorEmail,
    amount: '2000.00',
    currency: 'KES',
    paymentMethod: 'mobile_wallet',
    paymentStatus: 'pending_review',
    reviewStatus: 'pending_review',
    confirmationCode: 'QKJ4H7Y2XP',
  });

const statusOf = async (id: number) =>
  (await database.db.select().from(contributions).where(eq(contributions.id, id)))[0].reviewStatus;

describe('/family/{id}/gifts', () => {
  it('when the family confirms, rejects with a reason and undoes with plain forms, then each is kept, audited and the giver told', async () => {
    const { campaign, organizer: user } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const organizer = await app.signedInAs(user);
    const path = `/family/${campaign.id}/gifts`;
    const first = await walletGift(campaign.id, 'Baraka Otieno', 'baraka@example.com');
    const second = await walletGift(campaign.id, 'Achieng Odhiambo', 'achieng@example.com');

    const page = await (await organizer.fetch(path)).text();
    expect(page).toContain('Baraka Otieno');
    const step = await organizer.fetch(`${path}?reject=${first.id}`);
    expect(step.status).toBe(200);
    expect(await step.text()).toContain('The giver is told by e-mail');

    const noReason = await postForm(organizer, path, { intent: 'reject', contributionId: String(first.id) });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain('Please choose why the gift is rejected');
    expect(await statusOf(first.id)).toBe('pending_review');

    const rejected = await postForm(organizer, path, {
      intent: 'reject',
      contributionId: String(first.id),
      reason: 'not_received',
      note: '',
    });
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get('location')).toBe(`${path}?rejected=${first.id}`);
    expect(await statusOf(first.id)).toBe('rejected');

    const undone = await postForm(organizer, path, { intent: 'undo', contributionId: String(first.id) });
    expect(undone.headers.get('location')).toBe(`${path}?done=undone`);
    expect(await statusOf(first.id)).toBe('pending_review');
    const subjects = (await mailsTo(database.db, 'baraka@example.com')).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `About your gift in memory of ${campaign.deceasedName}`,
        `Your gift in memory of ${campaign.deceasedName}: good news`,
      ]),
    );

    const confirmed = await postForm(organizer, path, {
      intent: 'confirm',
      contributionId: String(second.id),
    });
    expect(confirmed.headers.get('location')).toBe(`${path}?done=confirmed`);
    expect(await statusOf(second.id)).toBe('confirmed');
    const again = await postForm(organizer, path, { intent: 'confirm', contributionId: String(second.id) });
    expect(again.status).toBe(409);

    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.userId, user.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['contribution.reject', 'contribution.reject_undone', 'contribution.confirm']),
    );
  });

  it('when someone else posts, or names a gift that is not there, then nothing changes and the answer is a 4xx', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const gift = await walletGift(campaign.id, 'Juma Mwangi', 'juma@example.com');
    const stranger = await app.signedInAs(await createUser(database.db));
    const path = `/family/${campaign.id}/gifts`;
    const refused = await postForm(stranger, path, { intent: 'confirm', contributionId: String(gift.id) });
    expect(refused.status).toBe(404);
    expect(await statusOf(gift.id)).toBe('pending_review');
    const unknown = await postForm(stranger, path, { intent: 'confirm', contributionId: 'x' });
    expect(unknown.status).toBe(404);
    const anonymous = await postForm(app, path, { intent: 'confirm', contributionId: String(gift.id) });
    expect(anonymous.status).toBe(401);
  });
});
