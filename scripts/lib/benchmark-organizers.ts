import { like, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { createSession } from '../../domain/accounts/sessions.server';
import { BENCHMARK_URL_PREFIX } from '../../seed/benchmark';

/**
 * A session for the benchmark campaign's organizer (the signed-in measurements send it as a real visitor would), and one
 * for another campaign's organizer (the demo's), whose changes arrive while the benchmark campaign is measured.
 */
export async function signInBenchmarkOrganizers(db: Database) {
  const [campaign] = await db
    .select({ id: campaigns.id, organizerId: campaigns.organizerId })
    .from(campaigns)
    .where(like(campaigns.customUrl, `${BENCHMARK_URL_PREFIX}%`));
  const [other] = await db
    .select({ id: campaigns.id, organizerId: campaigns.organizerId })
    .from(campaigns)
    .where(notLike(campaigns.customUrl, `${BENCHMARK_URL_PREFIX}%`))
    .limit(1);
  return {
    campaignId: campaign.id,
    session: await createSession(db, campaign.organizerId),
    otherCampaignId: other.id,
    otherSession: await createSession(db, other.organizerId),
  };
}
