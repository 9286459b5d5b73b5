import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignTotals, contributions, dailyGiftTotals } from '../../db/schema';
import { createCampaign, createContribution, createUser } from '../../seed/factories';
import { seededRandom } from '../../tests/setup/seeded-random';
import { createTestDatabase } from '../../tests/setup/test-database';
import { DISPUTE_STATUSES_WITHHOLDING_FUNDS } from '../contributions/dispute-status';
import { payoutStatementOf } from '../payouts/payout-statement.server';
import {
  countedAmount,
  countsTowardTotal,
  getCampaignWithStats,
  rebuildCampaignTotals,
} from './get-campaign-stats.server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Every status a contribution can be in and every dispute status Stripe reports, with the null of none. */
const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'pending_review', 'rejected'];
const DISPUTE_STATUSES = [
  null,
  ...DISPUTE_STATUSES_WITHHOLDING_FUNDS,
  'won',
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'prevented',
];
const CURRENCIES = ['KES', 'USD', 'ZAR'];
const METHODS = ['card', 'mobile_wallet'];

/** What the kept totals must equal: a fresh aggregation with the application's own rule (countedAmount). */
async function freshTotals(campaignIds: number[]) {
  return database.db
    .select({
      campaignId: contributions.campaignId,
      currency: contributions.currency,
      paymentMethod: contributions.paymentMethod,
      gifts: sql<number>`count(*)::int`,
      counted: sql<string>`sum(${countedAmount})::numeric(14, 2)::text`,
      platformFee: sql<string>`coalesce(sum(${contributions.platformFee}), 0)::numeric(14, 2)::text`,
      processingFee: sql<string>`coalesce(sum(${contributions.processingFee}), 0)::numeric(14, 2)::text`,
      payoutAmount: sql<string>`coalesce(sum(${contributions.payoutAmount}), 0)::numeric(14, 2)::text`,
    })
    .from(contributions)
    .where(sql`${inArray(contributions.campaignId, campaignIds)} and ${countsTowardTotal}`)
    .groupBy(contributions.campaignId, contributions.currency, contributions.paymentMethod)
    .orderBy(contributions.campaignId, contributions.currency, contributions.paymentMethod);
}

async function keptTotals(campaignIds: number[]) {
  return database.db
    .select({
      campaignId: campaignTotals.campaignId,
      currency: campaignTotals.currency,
      paymentMethod: campaignTotals.paymentMethod,
      gifts: campaignTotals.gifts,
      counted: sql<string>`${campaignTotals.counted}::numeric(14, 2)::text`,
      platformFee: sql<string>`${campaignTotals.platformFee}::numeric(14, 2)::text`,
      processingFee: sql<string>`${campaignTotals.processingFee}::numeric(14, 2)::text`,
      payoutAmount: sql<string>`${campaignTotals.payoutAmount}::numeric(14, 2)::text`,
    })
    .from(campaignTotals)
    .where(
      sql`${inArray(campaignTotals.campaignId, campaignIds)} and (${campaignTotals.gifts} <> 0 or ${campaignTotals.counted} <> 0)`,
    )
    .orderBy(campaignTotals.campaignId, campaignTotals.currency, campaignTotals.paymentMethod);
}

/** The kept count of wallet gifts awaiting review per campaign against a fresh count of them (My Campaigns, quick stats). */
async function expectAwaitingReviewKept(campaignIds: number[]) {
  const fresh = await database.db
    .select({ campaignId: contributions.campaignId, awaiting: sql<number>`count(*)::int` })
    .from(contributions)
    .where(
      sql`${inArray(contributions.campaignId, campaignIds)} and ${contributions.paymentStatus} = 'pending_review'`,
    )
    .groupBy(contributions.campaignId)
    .orderBy(contributions.campaignId);
  const kept = await database.db
    .select({
      campaignId: campaignTotals.campaignId,
      awaiting: sql<number>`sum(${campaignTotals.awaitingReview})::int`,
    })
    .from(campaignTotals)
    .where(inArray(campaignTotals.campaignId, campaignIds))
    .groupBy(campaignTotals.campaignId)
    .having(sql`sum(${campaignTotals.awaitingReview}) <> 0`)
    .orderBy(campaignTotals.campaignId);
  expect(kept).toEqual(fresh);
  return fresh;
}

/** The kept days against a fresh aggregation of every counted gift by UTC day (the admin's charts). */
async function expectDailyTotalsKept() {
  const day = sql<string>`(${contributions.createdAt} at time zone 'UTC')::date::text`;
  const bucket = sql<number>`(${contributions.campaignId} % 16)::int`;
  const fresh = await database.db
    .select({
      day,
      currency: contributions.currency,
      paymentMethod: contributions.paymentMethod,
      bucket,
      gifts: sql<number>`count(*)::int`,
      counted: sql<string>`sum(${countedAmount})::numeric(14, 2)::text`,
      platformFee: sql<string>`coalesce(sum(${contributions.platformFee}), 0)::numeric(14, 2)::text`,
    })
    .from(contributions)
    .where(countsTowardTotal)
    .groupBy(day, contributions.currency, contributions.paymentMethod, bucket)
    .orderBy(day, contributions.currency, contributions.paymentMethod, bucket);
  const kept = await database.db
    .select({
      day: sql<string>`${dailyGiftTotals.day}::text`,
      currency: dailyGiftTotals.currency,
      paymentMethod: dailyGiftTotals.paymentMethod,
      bucket: sql<number>`${dailyGiftTotals.bucket}::int`,
      gifts: dailyGiftTotals.gifts,
      counted: sql<string>`${dailyGiftTotals.counted}::numeric(14, 2)::text`,
      platformFee: sql<string>`${dailyGiftTotals.platformFee}::numeric(14, 2)::text`,
    })
    .from(dailyGiftTotals)
    .where(sql`${dailyGiftTotals.gifts} <> 0 or ${dailyGiftTotals.counted} <> 0`)
    .orderBy(
      dailyGiftTotals.day,
      dailyGiftTotals.currency,
      dailyGiftTotals.paymentMethod,
      dailyGiftTotals.bucket,
    );
  expect(kept).toEqual(fresh);
}

async function newCampaign(currency = 'KES') {
  const organizer = await createUser(database.db);
  return createCampaign(database.db, { organizerId: organizer.id, campaignCurrency: currency });
}

const cents = (random: () => number, max: number) => (Math.floor(random() * max * 100) / 100).toFixed(2);
const pick = <T>(random: () => number, choices: readonly T[]): T =>
  choices[Math.floor(random() * choices.length)] as T;

describe('kept campaign totals', () => {
  it('always equal a fresh aggregation, per campaign and per day, with the gifts awaiting review, after a randomised sequence of gifts, confirmations, refunds, disputes, moves and removals', async () => {
    const random = seededRandom(20261123);
    const campaigns = [await newCampaign(), await newCampaign('USD'), await newCampaign('ZAR')];
    const campaignIds = campaigns.map((campaign) => campaign.id);
    const ids: number[] = [];

    for (let step = 0; step < 400; step += 1) {
      const action = ids.length < 5 ? 0 : Math.floor(random() * 7) % 6;
      const id = pick(random, ids);
      if (action === 0) {
        const amount = cents(random, 500);
        const created = await createContribution(database.db, {
          campaignId: pick(random, campaignIds),
          amount,
          currency: pick(random, CURRENCIES),
          paymentMethod: pick(random, METHODS),
          paymentStatus: random() < 0.6 ? 'succeeded' : pick(random, PAYMENT_STATUSES),
          platformFee: random() < 0.8 ? (Number(amount) * 0.06).toFixed(2) : null,
          processingFee: random() < 0.8 ? cents(random, 10) : null,
          payoutAmount: random() < 0.8 ? cents(random, 400) : null,
          createdAt: new Date(Date.now() - Math.floor(random() * 40) * 86_400_000),
        });
        ids.push(created.id);
      } else if (action === 1) {
        // A confirmation, a rejection, a failure: the status moves.
        await database.db
          .update(contributions)
          .set({ paymentStatus: pick(random, PAYMENT_STATUSES) })
          .where(eq(contributions.id, id));
      } else if (action === 2) {
        // A refund, sometimes more than what is left (Stripe's cumulative figure after a dispute).
        await database.db
          .update(contributions)
          .set({ refundedAmount: sql`least(${contributions.amount}, ${cents(random, 600)}::numeric)` })
          .where(eq(contributions.id, id));
      } else if (action === 3) {
        await database.db
          .update(contributions)
          .set({
            disputeStatus: pick(random, DISPUTE_STATUSES),
            disputedAmount: sql`${contributions.amount}`,
          })
          .where(eq(contributions.id, id));
      } else if (action === 4) {
        // Fees recomputed after a refund, a move between campaigns or currencies (an admin correction).
        await database.db
          .update(contributions)
          .set({
            platformFee: cents(random, 30),
            campaignId: pick(random, campaignIds),
            currency: random() < 0.2 ? pick(random, CURRENCIES) : sql`${contributions.currency}`,
            createdAt: random() < 0.2 ? new Date(Date.now() - 86_400_000) : sql`${contributions.createdAt}`,
          })
          .where(eq(contributions.id, id));
      } else {
        await database.db.delete(contributions).where(eq(contributions.id, id));
        ids.splice(ids.indexOf(id), 1);
      }
      if (step % 50 === 49) {
        expect(await keptTotals(campaignIds)).toEqual(await freshTotals(campaignIds));
        await expectDailyTotalsKept();
        await expectAwaitingReviewKept(campaignIds);
      }
    }
    expect(await keptTotals(campaignIds)).toEqual(await freshTotals(campaignIds));
    await expectDailyTotalsKept();
    expect((await expectAwaitingReviewKept(campaignIds)).length).toBeGreaterThan(0);
    expect((await freshTotals(campaignIds)).length).toBeGreaterThan(6);
    expect(await rebuildCampaignTotals(database.db)).toBe(0);
  });

  it('withhold exactly the disputes that hold funds, as the application rule does', async () => {
    const campaign = await newCampaign('USD');
    for (const disputeStatus of DISPUTE_STATUSES) {
      await createContribution(database.db, {
        campaignId: campaign.id,
        amount: '100.00',
        currency: 'USD',
        refundedAmount: '10.00',
        disputeStatus,
        disputedAmount: '100.00',
      });
    }
    const withholding = DISPUTE_STATUSES_WITHHOLDING_FUNDS.length;
    const found = await getCampaignWithStats(database.db, { id: campaign.id });
    // 90 counts for each status that holds nothing; a withheld 100 leaves nothing of a partly refunded 100.
    expect(found?.stats).toMatchObject({
      totalRaised: (DISPUTE_STATUSES.length - withholding) * 90,
      contributorCount: DISPUTE_STATUSES.length - withholding,
    });
    expect(await keptTotals([campaign.id])).toEqual(await freshTotals([campaign.id]));
  });

  it('feed the payout statement per currency and kind, without zero lines for what was taken back', async () => {
    const campaign = await newCampaign('KES');
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '1000.00',
      currency: 'KES',
      platformFee: '60.00',
      processingFee: '39.00',
      payoutAmount: '901.00',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '20.00',
      currency: 'USD',
      platformFee: '1.20',
      processingFee: '0.88',
      payoutAmount: '17.92',
    });
    await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '500.00',
      currency: 'KES',
      paymentMethod: 'mobile_wallet',
    });
    const refunded = await createContribution(database.db, {
      campaignId: campaign.id,
      amount: '50.00',
      currency: 'EUR',
      platformFee: '3.00',
    });
    await database.db
      .update(contributions)
      .set({ paymentStatus: 'refunded', refundedAmount: '50.00' })
      .where(eq(contributions.id, refunded.id));

    const statement = await payoutStatementOf(database.db, { ...campaign, payoutStatus: null });
    expect(statement.card).toEqual([
      {
        currency: 'KES',
        contributions: 1,
        counted: '1000.00',
        platformFee: '60.00',
        processingFee: '39.00',
        paidOut: '0.00',
        payoutAmount: '901.00',
      },
      {
        currency: 'USD',
        contributions: 1,
        counted: '20.00',
        platformFee: '1.20',
        processingFee: '0.88',
        paidOut: '0.00',
        payoutAmount: '17.92',
      },
    ]);
    expect(statement.wallet).toEqual([{ currency: 'KES', contributions: 1, total: '500.00' }]);
  });

  it('are rebuilt when something changed contributions behind the trigger, and the rebuild says how many were wrong', async () => {
    const campaign = await newCampaign('ZAR');
    await createContribution(database.db, { campaignId: campaign.id, amount: '70.00' });
    await database.db
      .update(campaignTotals)
      .set({ counted: '1.00' })
      .where(eq(campaignTotals.campaignId, campaign.id));
    await database.db.delete(dailyGiftTotals);
    expect((await getCampaignWithStats(database.db, { id: campaign.id }))?.stats.totalRaised).toBe(1);

    // The campaign's row, and every day the test file's gifts fell on.
    expect(await rebuildCampaignTotals(database.db)).toBeGreaterThan(1);
    await expectDailyTotalsKept();
    expect((await getCampaignWithStats(database.db, { id: campaign.id }))?.stats.totalRaised).toBe(70);
    expect(await rebuildCampaignTotals(database.db)).toBe(0);
  });
});
