import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { announceCampaignChange, listenForCampaignChanges } from './campaign-changes';

const logger = pino({ level: 'silent' });

/** What one process's listener heard, each awaitable: `next('change')` resolves with the next campaign id. */
function recorder() {
  const waiting: Array<{ kind: 'change' | 'listening'; resolve: (value: number | null) => void }> = [];
  const heard = (kind: 'change' | 'listening', value: number | null) => {
    const index = waiting.findIndex((entry) => entry.kind === kind);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(value);
  };
  return {
    listener: {
      forgetCampaign: (campaignId: number) => heard('change', campaignId),
      forgetAllCampaigns: () => heard('listening', null),
    },
    next: (kind: 'change' | 'listening') =>
      new Promise<number | null>((resolve) => waiting.push({ kind, resolve })),
  };
}

describe.runIf(process.env.TEST_DATABASE_ENGINE === 'postgres')('campaign changes across processes', () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await openDatabase({ databaseUrl: first.url as string });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('when one process announces a change, then a process on another pool hears its campaign id', async () => {
    const heard = recorder();
    const listening = heard.next('listening');
    const subscription = listenForCampaignChanges(second, heard.listener, { logger });
    await listening;
    const change = heard.next('change');
    announceCampaignChange(first.pool!, 42, logger);
    expect(await change).toBe(42);
    await subscription.close();
  });

  it('when the listening connection is cut, then it reconnects, says so, and hears the next change', async () => {
    const heard = recorder();
    const listening = heard.next('listening');
    const subscription = listenForCampaignChanges(second, heard.listener, { logger, retryMs: 10 });
    await listening;
    const relistening = heard.next('listening');
    const { rowCount } = await first.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(rowCount).toBe(1);
    await relistening;
    const change = heard.next('change');
    announceCampaignChange(first.pool!, 7, logger);
    expect(await change).toBe(7);
    await subscription.close();
  });

  it('when closed, then its connection is gone', async () => {
    const heard = recorder();
    const listening = heard.next('listening');
    const subscription = listenForCampaignChanges(second, heard.listener, { logger });
    await listening;
    await subscription.close();
    const { rows } = await first.pool!.query(
      `select count(*)::int as listeners from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(rows[0].listeners).toBe(0);
  });
});
