import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContributionCsvBatches } from '../../domain/admin/list-admin-contributions.server';
import { userActor } from '../../domain/campaigns/permissions';
import { exportDonorsCsv } from '../../domain/contributions/list-donors.server';
import { createCardContribution, createContribution, createUser } from '../../seed/factories';
import { type CardPaymentsHarness, startCardPaymentsHarness } from '../../tests/setup/card-payments-harness';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../tests/setup/test-app';

/**
 * Issue 31 item 1: a gift of play money (Stripe's test mode, livemode false; the sandbox never runs in production) is
 * marked when recorded, labelled "Test payment" in the organizer's donor list and CSV and the admin's export, and
 * every total that counts it says how much of it is test money.
 */
let harness: CardPaymentsHarness;
/** The same database served with the pages, to read the totals as the family and the admin see them. */
let pages: TestApp;

beforeAll(async () => {
  harness = await startCardPaymentsHarness();
  pages = await startTestApp(harness.database, {}, { pages: true });
});
afterAll(async () => {
  await pages?.close();
  await harness?.close();
});

async function allRows(batches: AsyncIterable<unknown[][]>) {
  const rows: unknown[][] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

/** The admin Overview's US dollar amounts raised and of test money (other tests' gifts are in them too). */
async function adminDollars(admin: TestClient) {
  const stats = (await (await admin.fetch('/api/admin/stats')).json()) as {
    byCurrency: Record<'totalRaised' | 'testMoney', { currency: string; amount: string }[]>;
  };
  const dollars = (lines: { currency: string; amount: string }[]) =>
    Number(lines.find((line) => line.currency === 'USD')?.amount ?? 0);
  return {
    totalRaised: dollars(stats.byCurrency.totalRaised),
    testMoney: dollars(stats.byCurrency.testMoney),
  };
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
    const swahili = (await (
      await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors`, {
        headers: { 'accept-language': 'sw' },
      })
    ).json()) as { donors: { name: string; paymentMethod: string }[] };
    expect(swahili.donors.find((donor) => donor.name === 'Play Money')?.paymentMethod).toBe(
      'Kadi · Malipo ya majaribio',
    );

    const { batches } = await exportDonorsCsv(database.db, {
      campaignId: campaign.id,
      actor: userActor(organizer),
      locale: 'en',
    });
    const donorCsv = await allRows(batches);
    expect(donorCsv.find((row) => row[0] === 'Play Money')?.[5]).toBe('Card · Test payment');
    const frenchCsv = await (
      await asOrganizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`, {
        headers: { 'accept-language': 'fr' },
      })
    ).text();
    expect(frenchCsv).toContain('Carte · Paiement de test');

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

  it('when a campaign holds test money beside real money, then its page, My Campaigns and the admin totals say how much is test money', async () => {
    const { database } = harness;
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
    });
    const admin = await pages.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    const before = await adminDollars(admin);
    await harness.paidGift(campaign.id, { amount: '40', contributorName: 'Play Money' });
    await createCardContribution(database.db, { campaignId: campaign.id, amount: '100.00', currency: 'USD' });
    const note = 'Includes $40.00 in test payments, never paid out.';

    const page = await (await pages.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(page).toContain('$140.00');
    expect(page).toContain(note);
    const myCampaigns = await (await (await pages.signedInAs(organizer)).fetch('/dashboard')).text();
    expect(myCampaigns).toContain(note);

    const after = await adminDollars(admin);
    expect(after.testMoney - before.testMoney).toBe(40);
    expect(after.totalRaised - before.totalRaised).toBe(140);
    const listed = (await (await admin.fetch(`/api/admin/campaigns?search=%23${campaign.id}`)).json()) as {
      rows: { raised: number; testMoney: number }[];
    };
    expect(listed.rows[0]).toMatchObject({ raised: 140, testMoney: 40 });
  });

  it('when a campaign has no test money, then its page says nothing of it', async () => {
    const { campaign } = await createOrganizerWithCampaign(harness.database.db, { campaignCurrency: 'USD' });
    await createCardContribution(harness.database.db, {
      campaignId: campaign.id,
      amount: '100.00',
      currency: 'USD',
    });
    const page = await (await pages.fetch(`/campaign/${campaign.customUrl}`)).text();
    expect(page).toContain('$100.00');
    expect(page).not.toContain('test payments');
  });
});
