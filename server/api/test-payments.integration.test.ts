import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContributionCsvBatches } from '../../domain/admin/list-admin-contributions.server';
import { userActor } from '../../domain/campaigns/permissions';
import { exportDonorsCsv } from '../../domain/contributions/list-donors.server';
import { createContribution } from '../../seed/factories';
import { type CardPaymentsHarness, startCardPaymentsHarness } from '../../tests/setup/card-payments-harness';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';

/**
 * Issue 31 item 1: a gift of play money (Stripe's test mode, livemode false; the sandbox never runs in production) is
 * marked when recorded and labelled "Test payment" in the organizer's donor list and CSV and the admin's export.
 */
let harness: CardPaymentsHarness;

beforeAll(async () => {
  harness = await startCardPaymentsHarness();
});
afterAll(async () => {
  await harness?.close();
});

async function allRows(batches: AsyncIterable<unknown[][]>) {
  const rows: unknown[][] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

describe('test-mode gifts', () => {
  it('when a test-mode card gift is recorded, then it is marked, and every list and export labels it beside a real gift', async () => {
    const { database, app } = harness;
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
    });
    const gift = await harness.paidGift(campaign.id, { contributorName: 'Play Money' });
    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      testMode: true,
    });
    const real = await createContribution(database.db, {
      campaignId: campaign.id,
      currency: 'USD',
      paymentMethod: 'card',
      paymentStatus: 'succeeded',
      contributorName: 'Real Money',
    });
    expect(real.testMode).toBe(false);

    const asOrganizer = await app.signedInAs(organizer);
    const { donors } = (await (await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors`)).json()) as {
      donors: { name: string; paymentMethod: string }[];
    };
    expect(donors.find((donor) => donor.name === 'Play Money')?.paymentMethod).toBe('Card · Test payment');
    expect(donors.find((donor) => donor.name === 'Real Money')?.paymentMethod).toBe('Card');

    const { batches } = await exportDonorsCsv(database.db, {
      campaignId: campaign.id,
      actor: userActor(organizer),
    });
    const donorCsv = await allRows(batches);
    expect(donorCsv.find((row) => row[0] === 'Play Money')?.[5]).toBe('Card · Test payment');

    const adminCsv = await allRows(
      adminContributionCsvBatches(database.db, {
        page: 1,
        search: `#${gift.contributionId}`,
        sort: 'date',
        direction: 'desc',
        filters: {},
      }),
    );
    expect(adminCsv).toHaveLength(1);
    expect(adminCsv[0]).toContain('yes');
  });
});
