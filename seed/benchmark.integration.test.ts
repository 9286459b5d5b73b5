import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { getCampaignWithStats, listCampaignTributes } from '../domain/campaigns/index.server';
import { createLocalFileStore } from '../integrations/storage/local-file-store.server';
import { createTestDatabase } from '../tests/setup/test-database';
import { seedBenchmarkCampaign } from './benchmark';

let database: DatabaseHandle;
let directory: string;
beforeAll(async () => {
  database = await createTestDatabase();
  directory = await mkdtemp(path.join(tmpdir(), 'pamoja-bench-'));
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

describe('seedBenchmarkCampaign', () => {
  it('when seeded, then the campaign has 1,000 contributions, a photo, a total over a million and paged tributes', async () => {
    const customUrl = await seedBenchmarkCampaign(database.db, {
      fileStore: createLocalFileStore(directory),
    });
    const page = await getCampaignWithStats(database.db, { customUrl });
    expect(page?.stats.contributorCount).toBe(1000);
    expect(page?.campaign.deceasedPhoto).toMatch(/^\/uploads\/.+\.webp$/);
    // 900 KES gifts plus 100 USD gifts at 125 KES per dollar.
    expect(page?.stats.totalRaised).toBeGreaterThan(1_000_000);
    const tributes = await listCampaignTributes(database.db, page!.campaign);
    expect(tributes.tributes).toHaveLength(10);
    expect(tributes.nextCursor).not.toBeNull();
  });
});
