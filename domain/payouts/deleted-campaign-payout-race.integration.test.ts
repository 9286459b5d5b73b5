import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { createTestDatabase } from '../../tests/setup/test-database';
import { userActor } from '../campaigns/permissions';
import { recordCardPayment } from '../contributions/record-card-payment.server';
import { createMailer } from '../notifications/send-email.server';
import { calculateCardFees, feesAsDecimalStrings } from '../payments/fees';
import { completePayout } from './complete-payout.server';
import { campaignLedgerOf, minorOf } from './ledger.server';

/**
 * A gift landing on a deleted campaign opens its payout in the transaction that records it
 * (deleted-campaign-payout.server.ts), while an admin may be completing the campaign's earlier payout, which opens
 * the next one in its own. Both must lock the campaign row before they read the ledger or link gifts, or two
 * admins' worth of money could be linked twice, lost between payouts, or the two transactions deadlock. Run at
 * once, many times: on PostgreSQL the two transactions truly overlap (a pool of connections); PGlite has one
 * connection and runs them one after the other, so there it checks only the ledger after each order.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ROUNDS = 20;
const services = () => ({
  mailer: createMailer(database.db, null, pino({ level: 'silent' })),
  baseUrl: 'https://pamoja.example',
});

/** A card gift of USD 80.00 started with Stripe (its intent created), not yet paid. */
async function startGift(campaignId: number, label: string) {
  const row = await createContribution(database.db, {
    campaignId,
    contributorEmail: `${label}-${campaignId}@example.com`,
    paymentMethod: 'card',
    paymentStatus: 'pending',
    currency: 'USD',
    ...feesAsDecimalStrings(calculateCardFees(8000, 'USD'), 'USD'),
  });
  const paymentIntentId = `pi_race_${row.id}`;
  await database.db
    .update(contributions)
    .set({ stripePaymentIntentId: paymentIntentId })
    .where(eq(contributions.id, row.id));
  return { id: row.id, paymentIntentId };
}

/** Stripe reports the payment succeeded (the webhook's path); live money, as a deleted campaign's would be. */
function pay(gift: { id: number; paymentIntentId: string }) {
  return recordCardPayment(
    database.db,
    {
      id: gift.paymentIntentId,
      status: 'succeeded',
      amount: 8000,
      currency: 'USD',
      metadata: { contributionId: String(gift.id) },
      failureMessage: null,
      clientSecret: null,
      nextActionType: null,
      livemode: true,
    },
    services(),
  );
}

describe('a gift on a deleted campaign recorded while its earlier payout is completed', () => {
  it(`neither fails nor loses money, ${ROUNDS} times at once`, async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    for (let round = 0; round < ROUNDS; round += 1) {
      const { campaign } = await createOrganizerWithCampaign(database.db, { campaignCurrency: 'USD' });
      const first = await startGift(campaign.id, 'first');
      const late = await startGift(campaign.id, 'late');
      await database.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, campaign.id));
      await pay(first);

      // The first gift's payout is open (Pamoja opened it); the late gift lands as the admin completes it.
      const [recorded, completed] = await Promise.allSettled([
        pay(late),
        completePayout(
          database.db,
          { campaignId: campaign.id, actor: userActor(admin), reference: `QRACE${round}` },
          { ...services(), ipAddress: '203.0.113.9', campaignChanged: () => {} },
        ),
      ]);
      expect(recorded).toMatchObject({ status: 'fulfilled', value: { newlyRecorded: true } });
      expect(completed).toMatchObject({ status: 'fulfilled' });

      const ledger = await campaignLedgerOf(database.db, campaign);
      const [usd] = ledger.card;
      const minor = (amount: string) => minorOf(amount, 'USD');
      // counted − fees − paid out − balance = 0, and the late gift is owed, in the one payout now waiting.
      expect(minor(usd.counted) - minor(usd.fees) - minor(usd.paidOut) - minor(usd.balance)).toBe(0);
      const gifts = await database.db
        .select()
        .from(contributions)
        .where(eq(contributions.campaignId, campaign.id))
        .orderBy(contributions.id);
      expect(gifts.map((gift) => gift.paymentStatus)).toEqual(['succeeded', 'succeeded']);
      expect(usd.paidOut).toBe(gifts[0].payoutAmount);
      expect(usd.balance).toBe(gifts[1].payoutAmount);
      const waiting = ledger.payouts.filter((payout) => payout.status !== 'completed');
      expect(waiting).toHaveLength(1);
      expect(waiting[0].lines).toEqual([expect.objectContaining({ currency: 'USD', owed: usd.balance })]);
      expect(gifts.map((gift) => gift.payoutId)).toEqual([ledger.payouts[0].id, waiting[0].id]);
    }
  });
});
