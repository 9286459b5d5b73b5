import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { budgetLines, budgetSpending, campaigns } from '../db/schema';
import { attachUploads } from '../domain/uploads/attach-uploads.server';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * The demo family's funeral budget (issue 34), shown on the page: four planned lines in the campaign's naira, two
 * payments with the receipt's photo (when uploads are kept) and a third corrected afterwards, so a newcomer sees
 * planned against raised against spent, a receipt and an "edited" mark at once.
 */
export async function seedDemoBudget(
  db: Database,
  { campaignId, receipt }: { campaignId: number; receipt: string | null },
) {
  const [mortuary, coffin, , catering] = await db
    .insert(budgetLines)
    .values([
      { campaignId, category: 'mortuary', plannedAmount: '350000.00' },
      { campaignId, category: 'coffin', description: 'Casket and wreaths', plannedAmount: '650000.00' },
      {
        campaignId,
        category: 'transport',
        description: 'Bus from Lagos to Enugu',
        plannedAmount: '280000.00',
      },
      {
        campaignId,
        category: 'catering',
        description: 'Food and drinks for 300',
        plannedAmount: '900000.00',
      },
    ])
    .returning();
  await db.insert(budgetSpending).values([
    {
      campaignId,
      budgetLineId: mortuary.id,
      amount: '350000.00',
      paidOn: daysAgo(6),
      paidTo: 'Park Lane Hospital mortuary',
      receipt,
    },
    {
      campaignId,
      budgetLineId: coffin.id,
      amount: '612500.00',
      paidOn: daysAgo(4),
      paidTo: 'Emene Caskets',
      receipt,
    },
    {
      campaignId,
      budgetLineId: catering.id,
      amount: '250000.00',
      paidOn: daysAgo(2),
      paidTo: 'Mama Chioma’s Kitchen (deposit)',
      editedAt: new Date(Date.now() - DAY),
    },
  ]);
  await attachUploads(db, [receipt]);
  await db.update(campaigns).set({ budgetPublic: true }).where(eq(campaigns.id, campaignId));
}
