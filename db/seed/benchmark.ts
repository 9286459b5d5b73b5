import type { Database } from '../client.server';
import { contributions } from '../schema';
import { createCampaign, createUser } from './factories';

export const BENCHMARK_CAMPAIGN_URL = 'rip-benchmark-memorial';

/** A campaign with `count` confirmed contributions, the load the benchmark's campaign page is measured under. */
export async function seedBenchmarkCampaign(db: Database, count = 1000): Promise<string> {
  const organizer = await createUser(db, { email: 'benchmark-organizer@pamoja.example' });
  const campaign = await createCampaign(db, {
    organizerId: organizer.id,
    customUrl: BENCHMARK_CAMPAIGN_URL,
    deceasedName: 'Wanjiru Kamau',
    deceasedYearOfBirth: 1948,
    deceasedDateOfPassing: '2025-09-14',
    deceasedLocation: 'Nyeri, Kenya',
    campaignCurrency: 'KES',
    goal: '1000000.00',
  });
  const rows = Array.from({ length: count }, (_, index) => ({
    campaignId: campaign.id,
    contributorName: `Friend ${index + 1}`,
    contributorEmail: `friend${index + 1}@example.com`,
    contributorRelationship: 'Friend',
    amount: (500 + (index % 20) * 100).toFixed(2),
    currency: 'KES',
    paymentStatus: 'succeeded',
    paymentMethod: 'card',
    memory: `A memory from friend ${index + 1}: she welcomed everyone as family.`,
    hideAmount: index % 7 === 0,
    createdAt: new Date(Date.now() - (count - index) * 60_000),
  }));
  for (let start = 0; start < rows.length; start += 250) {
    await db.insert(contributions).values(rows.slice(start, start + 250));
  }
  return BENCHMARK_CAMPAIGN_URL;
}
