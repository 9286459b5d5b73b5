import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.server';
import { attachUploads } from '../domain/uploads/attach-uploads.server';
import type { FileStore } from '../integrations/storage/file-store';

import { createCampaign, createContributions, createUser } from './factories';
import { uploadSamplePhoto } from './sample-photo';

export const BENCHMARK_CONTRIBUTIONS = 1000;
/** The benchmark campaign's address begins so (a random suffix follows). */
export const BENCHMARK_URL_PREFIX = 'rip-wanjiku-njeri-';

/**
 * A campaign with 1,000 confirmed contributions (and, given a file store, a photo), as the benchmark and
 * performance tests load it. Returns its custom URL.
 */
export async function seedBenchmarkCampaign(
  db: Database,
  { fileStore }: { fileStore?: FileStore } = {},
): Promise<string> {
  const suffix = randomBytes(3).toString('hex');
  const organizer = await createUser(db, { email: `bench-${suffix}@example.com`, country: 'KE' });
  const photo = fileStore ? await uploadSamplePhoto(db, fileStore) : null;
  const campaign = await createCampaign(db, {
    organizerId: organizer.id,
    deceasedName: 'Wanjiku Njeri',
    deceasedYearOfBirth: 1949,
    deceasedDateOfPassing: '2025-08-14',
    deceasedLocation: 'Nakuru, Kenya',
    recipientName: 'Muthoni Njeri',
    recipientCountry: 'KE',
    recipientPhone: '+254712000000',
    campaignCurrency: 'KES',
    goal: '500000.00',
    customUrl: `${BENCHMARK_URL_PREFIX}${suffix}`,
    deceasedPhoto: photo?.url ?? null,
    tribute:
      'Wanjiku raised six children and half the village besides. Her tea was always ready and her door never closed. We are gathering to give her the farewell she deserves.',
  });
  if (photo) await attachUploads(db, [photo.url]);
  await createContributions(db, campaign.id, BENCHMARK_CONTRIBUTIONS, (index) => ({
    contributorName: `Friend ${index + 1}`,
    amount: (500 + (index % 20) * 250).toFixed(2),
    currency: index % 10 === 0 ? 'USD' : 'KES',
    memory: index % 3 === 0 ? `A memory of Wanjiku from friend number ${index + 1}.` : null,
    isAnonymous: index % 17 === 0,
    hideAmount: index % 13 === 0,
    createdAt: new Date(Date.now() - (BENCHMARK_CONTRIBUTIONS - index) * 60_000),
  }));
  return campaign.customUrl;
}
