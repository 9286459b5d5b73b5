import type { Database } from '../db/client.server';
import { inPersonGifts } from '../db/schema';

/**
 * Issue 34 item 6: the demo campaign's gifts handed over at the funeral (the collection book), one in kind, so the
 * page shows its "given in person" figure beside the online total and its list under the tributes.
 */
export async function seedDemoInPersonGifts(db: Database, campaignId: number) {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(inPersonGifts).values([
    { campaignId, giverName: 'Obiageli Eze', amount: '20000.00', currency: 'NGN', createdAt: hoursAgo(30) },
    { campaignId, giverName: null, amount: '5000.00', currency: 'NGN', createdAt: hoursAgo(29) },
    {
      campaignId,
      giverName: 'St. Mary’s Women’s Guild',
      inKind: 'Rice, palm oil and drinks for the mourners',
      note: 'Brought to the house on the eve of the burial',
      createdAt: hoursAgo(28),
    },
    {
      campaignId,
      giverName: 'Uncle Ikenna (London)',
      amount: '50.00',
      currency: 'GBP',
      createdAt: hoursAgo(27),
    },
  ]);
}
