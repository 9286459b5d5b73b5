import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.server';
import { uploads } from '../db/schema';
import type { FileStore } from '../integrations/storage/file-store';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { type FakeS3, S3_TEST_ACCOUNT, s3EnvFor, startFakeS3Server } from '../tests/setup/fake-s3-server';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';
import { uploadPhotoThrough } from '../tests/setup/upload-photo';
import { walletGiftBody } from '../tests/setup/wallet-gift-body';
import { listenForCampaignChanges } from './services/campaign-changes';
import { runJobRound } from './services/periodic-jobs';
import { uploadSweepJob } from './upload-sweep';

const logger = pino({ level: 'silent' });

/** A promise with its resolve at hand. */
function signal<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const totalOn = async (app: TestApp, path: string) => {
  const html = await (await app.fetch(path)).text();
  return /data-testid="total-raised"[^>]*>([^<]*)</.exec(html)?.[1];
};

/**
 * Two app servers, each with its own pool, services and caches, on one PostgreSQL: what a deployment of several
 * processes behind a load balancer is (docs/deployment.md).
 */
describe.runIf(process.env.TEST_DATABASE_ENGINE === 'postgres')('two app processes on one PostgreSQL', () => {
  let firstDatabase: DatabaseHandle & { url?: string };
  let secondDatabase: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  let secondListening: { close(): Promise<void> };
  let bucket: FakeS3;
  beforeAll(async () => {
    firstDatabase = await createTestDatabase();
    secondDatabase = await openDatabase({ databaseUrl: firstDatabase.url as string });
    bucket = await startFakeS3Server(S3_TEST_ACCOUNT);
    const env = { TRUST_PROXY: '1', ...s3EnvFor(bucket) };
    first = await startTestApp(firstDatabase, env, { pages: true });
    second = await startTestApp(secondDatabase, env, { pages: true });
  });
  afterAll(async () => {
    await secondListening?.close();
    await Promise.all([first?.close(), second?.close()]);
    await secondDatabase?.close();
    await firstDatabase?.close();
    await bucket?.close();
  });

  it('when a gift is recorded through one, then the page the other had kept shows the new total at once', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(firstDatabase.db, {
      campaignCurrency: 'KES',
    });
    const heard = signal<number>();
    const { forgetCampaign, forgetAllCampaigns } = second.services;
    const listening = signal();
    secondListening = listenForCampaignChanges(
      secondDatabase,
      {
        forgetCampaign(campaignId) {
          forgetCampaign(campaignId);
          heard.resolve(campaignId);
        },
        forgetAllCampaigns() {
          forgetAllCampaigns();
          listening.resolve();
        },
      },
      { logger },
    );
    await listening.promise;
    const page = `/campaign/${campaign.customUrl}`;
    const before = await totalOn(second, page);
    expect(before).toMatch(/0/);

    const { contribution } = await (
      await first.postJson('/api/contribute', walletGiftBody(campaign.id))
    ).json();
    // Kept by the second process: the pending gift changed nothing on the page.
    expect(await totalOn(second, page)).toBe(before);
    const confirmed = await (await first.signedInAs(organizer)).postJson(
      `/api/contributions/${contribution.id}/review`,
      { decision: 'confirm' },
    );
    expect(confirmed.status).toBe(200);

    expect(await heard.promise).toBe(campaign.id);
    const after = await totalOn(second, page);
    expect(after).toMatch(/2,000/);
  });

  it('when a rate limit is spent through one, then the other refuses too', async () => {
    const message = {
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      subject: 'Payout for my uncle',
      message: 'When will the recipient receive the money raised by card?',
      priority: 'high',
    };
    const from = { 'x-forwarded-for': '203.0.113.77' };
    // contactPerIp: five an hour from one address.
    for (let sent = 0; sent < 5; sent++) {
      expect((await first.postJson('/api/contact', message, from)).status).toBe(201);
    }
    expect((await second.postJson('/api/contact', message, from)).status).toBe(429);
  });

  it('when a photo is uploaded through one, then the other serves it from the shared bucket', async () => {
    const { url } = await uploadPhotoThrough(first, { width: 320, height: 240 });

    const served = await second.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBe(
      bucket.objects.get(url.slice('/uploads/'.length))?.body.length,
    );
  });

  it('when both run the upload sweep at the same moment, then one does the work and the other skips its round', async () => {
    const storageKey = '2026/11/stale-both-processes.webp';
    await firstDatabase.db.insert(uploads).values({
      storageKey,
      url: `/uploads/${storageKey}`,
      bytes: 10,
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
    });
    const deleting = signal();
    const release = signal();
    const deletedBy: Record<string, string[]> = { first: [], second: [] };
    const storeOf = (name: 'first' | 'second', wait?: Promise<void>): FileStore => ({
      publicPath: '/uploads',
      put: () => Promise.reject(new Error('the sweep never stores')),
      get: async () => null,
      async delete(key) {
        deletedBy[name].push(key);
        deleting.resolve();
        await wait;
      },
    });

    const firstRound = runJobRound(
      uploadSweepJob(firstDatabase.db, storeOf('first', release.promise), logger),
      {
        pool: firstDatabase.pool,
        logger,
      },
    );
    await deleting.promise;
    const secondRound = await runJobRound(uploadSweepJob(secondDatabase.db, storeOf('second'), logger), {
      pool: secondDatabase.pool,
      logger,
    });
    release.resolve();

    expect(secondRound).toBe('skipped');
    expect(await firstRound).toBe('done');
    expect(deletedBy.first[0]).toBe(storageKey);
    expect(deletedBy.second).toEqual([]);
  });
});
