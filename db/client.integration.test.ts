import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createContribution, createUser } from '../seed/factories';
import { createTestDatabase } from '../tests/setup/test-database';
import { type DatabaseHandle, openDatabase } from './client.server';
import { campaigns, contributions, payoutSchedule, users } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('schema constraints', () => {
  it('when two users share an e-mail in different case, then the second is refused', async () => {
    await createUser(database.db, { email: 'Same.Person@Example.com' });
    await expect(createUser(database.db, { email: 'same.person@example.com' })).rejects.toThrow();
  });

  it('when two campaigns share a custom URL in different case, then the second is refused', async () => {
    const organizer = await createUser(database.db);
    await createCampaign(database.db, { organizerId: organizer.id, customUrl: 'rip-mama' });
    await expect(
      createCampaign(database.db, { organizerId: organizer.id, customUrl: 'RIP-Mama' }),
    ).rejects.toThrow();
  });

  it('when two contributions carry one payment intent, then the second is refused', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, { organizerId: organizer.id });
    await createContribution(database.db, { campaignId: campaign.id, stripePaymentIntentId: 'pi_same' });
    await expect(
      createContribution(database.db, { campaignId: campaign.id, stripePaymentIntentId: 'pi_same' }),
    ).rejects.toThrow();
  });

  it('when a campaign is deleted, then its payout schedule goes with it', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, { organizerId: organizer.id });
    await database.db
      .insert(payoutSchedule)
      .values({ campaignId: campaign.id, campaignName: campaign.deceasedName });
    await database.db.delete(campaigns).where(eq(campaigns.id, campaign.id));
    const left = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    expect(left).toHaveLength(0);
  });

  it('when money is stored, then it comes back exact to the cent', async () => {
    const organizer = await createUser(database.db);
    const campaign = await createCampaign(database.db, { organizerId: organizer.id });
    const contribution = await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '0.10',
      platformFee: '0.01',
    });
    expect(contribution.amount).toBe('0.10');
    const [{ total }] = await database.db
      .select({ total: sql<string>`sum(${contributions.amount})::text` })
      .from(contributions)
      .where(eq(contributions.id, contribution.id));
    expect(total).toBe('0.10');
  });
});

describe.runIf(process.env.TEST_DATABASE_ENGINE === 'pglite')('embedded database on disk', () => {
  it('when the process restarts, then every row is still there', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-restart-'));
    const first = await openDatabase({ dataDir });
    await createUser(first.db, { email: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ dataDir });
    const kept = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    await second.close();
    expect(kept).toHaveLength(1);
  });

  it('when a second process opens the same data directory, then it stops with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-lock-'));
    const owner = await openDatabase({ dataDir });
    try {
      const script = `import('./db/client.server.ts').then((m) => m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} })).then(() => process.exit(0), (error) => { console.log(error.message); process.exit(3); })`;
      const second = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', script],
        // A second Node with tsx starting on a loaded CI machine took over 20 s once: the wait is for that, not the lock.
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(second.status).toBe(3);
      expect(second.stdout).toContain(`is in use by another Pamoja process (pid ${process.pid})`);
    } finally {
      await owner.close();
    }
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  }, 90_000);
});
