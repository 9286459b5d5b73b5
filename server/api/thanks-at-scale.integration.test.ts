import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { contributions, emailOutbox } from '../../db/schema';
import { createContributions } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

// No SMTP here: the messages stay queued in the outbox, which is what this test counts (thanks.integration.test.ts
// follows them over SMTP). Its own database, so no other app delivers them meanwhile.
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

it('when thousands gave, then everyone is thanked at once: one e-mail per address, every gift marked', async () => {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db);
  await createContributions(database.db, campaign.id, 3000, (index) => ({
    contributorEmail: `giver-${index % 1500}@example.com`,
  }));
  const client = await app.signedInAs(organizer);
  const response = await client.postJson(`/api/campaigns/${campaign.id}/thanks`, { message: 'Thank you.' });
  expect(await response.json()).toEqual({ sent: 1500 });

  const [queued] = await database.db
    .select({
      rows: sql<number>`count(*)::int`,
      addresses: sql<number>`count(distinct ${emailOutbox.to})::int`,
    })
    .from(emailOutbox)
    .where(like(emailOutbox.to, 'giver-%'));
  expect(queued).toEqual({ rows: 1500, addresses: 1500 });
  const [{ unthanked }] = await database.db
    .select({ unthanked: sql<number>`count(*)::int` })
    .from(contributions)
    .where(and(eq(contributions.campaignId, campaign.id), isNull(contributions.thankedAt)));
  expect(unthanked).toBe(0);
}, 120_000);
