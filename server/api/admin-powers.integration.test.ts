import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { sessions } from '../../db/schema';
import {
  ADMIN_SESSION_MAX_MS,
  createAdminSession,
  getAdminSession,
} from '../../domain/admin/admin-sessions.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const familyReads = (campaignId: number) => [
  `/api/campaigns/${campaignId}/donors`,
  `/api/campaigns/${campaignId}/donors.csv`,
  `/api/campaigns/${campaignId}/payout-statement`,
];

describe("an admin's powers come from the admin session alone (issue 31)", () => {
  it("when an admin uses only their ordinary site session, then another family's donors, CSV and statement are 403", async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const asSiteUser = await app.signedInAs(await createUser(database.db, { isAdmin: true }));
    for (const path of familyReads(campaign.id)) {
      expect((await asSiteUser.fetch(path)).status, path).toBe(403);
    }
  });

  it('when the same admin holds a recent admin session, then they read them', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'KES' });
    const admin = await createUser(database.db, { isAdmin: true });
    const asAdmin = await app.adminSignedInAs(admin);
    for (const path of familyReads(campaign.id)) {
      expect((await asAdmin.fetch(path)).status, path).toBe(200);
    }
  });

  it('when the admin session was signed in 8 hours ago, then it is refused however busy it has been', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const signedInAt = new Date('2026-11-27T08:00:00Z');
    const token = await createAdminSession(database.db, admin.id, signedInAt);
    let now = signedInAt.getTime();
    // Active every 10 minutes: the idle limit never ends it.
    while (now + 10 * 60 * 1000 < signedInAt.getTime() + ADMIN_SESSION_MAX_MS) {
      now += 10 * 60 * 1000;
      expect(await getAdminSession(database.db, token, new Date(now))).toMatchObject({ id: admin.id });
    }
    const atLimit = new Date(signedInAt.getTime() + ADMIN_SESSION_MAX_MS);
    expect(await getAdminSession(database.db, token, atLimit)).toBeNull();
  });

  it('when an admin session row has no sign-in time (made before the limit), then it is refused', async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const token = await createAdminSession(database.db, admin.id);
    await database.db
      .update(sessions)
      .set({ sess: { kind: 'admin' } })
      .where(eq(sessions.sid, hashToken(token)));
    expect(await getAdminSession(database.db, token)).toBeNull();
  });
});
