import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { budgetLines, budgetSpending, inPersonGifts } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { readGivenInPerson } from '../in-person-gifts/read-given-in-person.server';
import { readBudget } from './read-budget.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('reading what the family planned, spent and was given in person (issue 34)', () => {
  it('when a zero-decimal campaign has lines and payments, one removed, then each line and the totals are exact minor units', async () => {
    const campaign = await createCampaign(database.db, {
      organizerId: (await createUser(database.db)).id,
      campaignCurrency: 'UGX',
    });
    const [mortuary, catering] = await database.db
      .insert(budgetLines)
      .values([
        { campaignId: campaign.id, category: 'mortuary', plannedAmount: '1500000.00' },
        {
          campaignId: campaign.id,
          category: 'catering',
          description: 'Food for 300',
          plannedAmount: '2250000.00',
        },
      ])
      .returning();
    const paid = { campaignId: campaign.id, paidTo: 'City Mortuary', paidOn: '2026-11-20' };
    await database.db.insert(budgetSpending).values([
      { ...paid, budgetLineId: mortuary.id, amount: '700000.00' },
      { ...paid, budgetLineId: mortuary.id, amount: '100001.00', paidOn: '2026-11-21' },
      { ...paid, budgetLineId: catering.id, amount: '999999.00', deletedAt: new Date() },
    ]);

    const budget = await readBudget(database.db, campaign);

    expect(budget.lines.map((line) => [line.category, line.plannedMinor, line.spentMinor])).toEqual([
      ['mortuary', 1_500_000, 800_001],
      ['catering', 2_250_000, 0],
    ]);
    expect([budget.plannedMinor, budget.spentMinor]).toEqual([3_750_000, 800_001]);
    expect(
      budget.spending.map((entry) => [entry.paidOn, entry.amountMinor, entry.deletedAt !== null]),
    ).toEqual([
      ['2026-11-21', 100_001, false],
      ['2026-11-20', 999_999, true],
      ['2026-11-20', 700_000, false],
    ]);
  });

  it('when cash in two currencies and a gift in kind were handed over, then each currency sums apart and the gift in kind is counted, not priced', async () => {
    const campaign = await createCampaign(database.db, { organizerId: (await createUser(database.db)).id });
    await database.db.insert(inPersonGifts).values([
      { campaignId: campaign.id, giverName: 'Mama Wanjiru', amount: '5000.00', currency: 'KES' },
      { campaignId: campaign.id, amount: '2500.50', currency: 'KES' },
      { campaignId: campaign.id, giverName: 'Okello', amount: '20000.00', currency: 'UGX' },
      { campaignId: campaign.id, giverName: 'The choir', inKind: 'Two tents and chairs' },
    ]);

    expect(await readGivenInPerson(database.db, campaign.id)).toEqual({
      totals: [
        { currency: 'KES', amountMinor: 750_050, gifts: 2 },
        { currency: 'UGX', amountMinor: 20_000, gifts: 1 },
      ],
      inKindGifts: 1,
    });
  });
});
