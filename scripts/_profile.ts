import { like } from 'drizzle-orm';
import autocannon from 'autocannon';
import type { Database } from '../db/client.server';
import { campaigns } from '../db/schema';
import { createSession } from '../domain/accounts/sessions.server';
import { BENCHMARK_URL_PREFIX } from '../seed/benchmark';
import { startSeededProductionApp } from './lib/production-app';

async function signIn(db: Database) {
  const [campaign] = await db.select({ id: campaigns.id, organizerId: campaigns.organizerId, customUrl: campaigns.customUrl }).from(campaigns).where(like(campaigns.customUrl, `${BENCHMARK_URL_PREFIX}%`));
  return { customUrl: campaign.customUrl, session: await createSession(db, campaign.organizerId) };
}
const { baseUrl, extra, stop } = await startSeededProductionApp({}, signIn);
const url = `${baseUrl}/campaign/${extra.customUrl}`;
const headers = { cookie: `pamoja_sid=${extra.session}` };
console.log((await fetch(url, { headers })).status);
const result = await autocannon({ url, connections: 10, duration: 8, headers });
console.log('signed-in', result.requests.average, 'req/s p50', result.latency.p50, 'p97.5', result.latency.p97_5);
const anon = await autocannon({ url, connections: 10, duration: 3 });
console.log('anon', anon.requests.average, 'req/s p50', anon.latency.p50);
await stop();
