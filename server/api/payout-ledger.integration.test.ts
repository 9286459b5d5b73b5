import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { contributions, payoutLines, payoutSchedule } from '../../db/schema';
import { CONTRIBUTION_PAYOUT_MESSAGES } from '../../domain/admin/contribution-payout-schema';
import { updateContributionPayout } from '../../domain/admin/update-contribution-payout.server';
import { userActor } from '../../domain/campaigns/permissions';
import { createMailer } from '../../domain/notifications/send-email.server';
import { cardFeesAfterReversal, feesAsDecimalStrings } from '../../domain/payments/fees';
import { COMPLETE_PAYOUT_MESSAGES, PAYOUT_REQUEST_MESSAGES } from '../../domain/payouts';
import { completePayout, requestPayout } from '../../domain/payouts/index.server';
import { campaignHoldsMoney, campaignLedgerOf } from '../../domain/payouts/ledger.server';
import { payoutStatementOf } from '../../domain/payouts/payout-statement.server';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createUser(database.db, { isAdmin: true });
});
afterAll(async () => {
  await database.close();
});

function dependencies() {
  return {
    mailer: createMailer(database.db, null, pino({ level: 'silent' })),
    baseUrl: 'https://pamoja.example',
    ipAddress: '203.0.113.9',
    campaignChanged: () => {},
  };
}

/** A succeeded card gift with the fees real gifts store (fees.ts). */
async function cardGift(
  campaignId: number,
  amount: string,
  currency: string,
  extra: Record<string, unknown> = {},
) {
  const minor = Math.round(Number(amount) * 100);
  return createContribution(database.db, {
    campaignId,
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
    currency,
    ...feesAsDecimalStrings(cardFeesAfterReversal(minor, minor, currency), currency),
    amount,
    ...extra,
  });
}

async function campaignOf(currency: string) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: currency,
    recipientName: 'Akinyi Otieno',
  });
  return { organizer, campaign, actor: userActor(organizer) };
}

async function request(campaignId: number, actor: ReturnType<typeof userActor>) {
  const result = await requestPayout(database.db, { campaignId, type: 'payout', actor }, dependencies());
  if (!('payout' in result)) throw new Error('A payout request answered with a nominee change');
  return result;
}

const complete = (campaignId: number, fields: Record<string, unknown> = {}) =>
  completePayout(
    database.db,
    { campaignId, actor: userActor(admin), reference: 'QAB12CD34E', ...fields },
    dependencies(),
  );

async function balances(campaign: { id: number; campaignCurrency: string }) {
  const ledger = await campaignLedgerOf(database.db, campaign);
  return Object.fromEntries(ledger.card.map((line) => [line.currency, line.balance]));
}

describe('many payouts per campaign (issue 29 bug 1)', () => {
  it('when gifts arrive while a payout waits and after it is completed, then they build the next payout, paid in turn', async () => {
    const { campaign, actor } = await campaignOf('USD');
    await cardGift(campaign.id, '100.00', 'USD'); // payout 90.80
    const first = await request(campaign.id, actor);
    expect(first.payout.lines).toMatchObject([{ currency: 'USD', owed: '90.80' }]);

    // A second request while the first waits: the spec's 409.
    await expect(request(campaign.id, actor)).rejects.toMatchObject({
      kind: 'conflict',
      message: PAYOUT_REQUEST_MESSAGES.alreadyRequested,
    });
    // A gift while it waits is not in it.
    await cardGift(campaign.id, '50.00', 'USD'); // payout 45.25
    await complete(campaign.id);
    expect(await balances(campaign)).toEqual({ USD: '45.25' });

    const second = await request(campaign.id, actor);
    expect(second.payout.lines).toMatchObject([{ currency: 'USD', owed: '45.25', counted: '50.00' }]);
    await complete(campaign.id);
    expect(await balances(campaign)).toEqual({ USD: '0.00' });

    const payouts = await database.db
      .select({ id: payoutSchedule.id, status: payoutSchedule.status })
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id))
      .orderBy(payoutSchedule.id);
    expect(payouts.map((payout) => payout.status)).toEqual(['completed', 'completed']);
    // Each gift knows which payout covered it.
    const gifts = await database.db
      .select({
        amount: contributions.amount,
        payoutId: contributions.payoutId,
        status: contributions.payoutStatus,
      })
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id))
      .orderBy(contributions.id);
    expect(gifts).toEqual([
      { amount: '100.00', payoutId: payouts[0].id, status: 'completed' },
      { amount: '50.00', payoutId: payouts[1].id, status: 'completed' },
    ]);
    const statement = await payoutStatementOf(database.db, { ...campaign, payoutStatus: 'completed' });
    expect(statement.card).toMatchObject([{ currency: 'USD', paidOut: '136.05', payoutAmount: '0.00' }]);
    expect(statement.payouts.map((payout) => payout.lines[0].paid)).toEqual(['90.80', '45.25']);
  });
});

describe('completing a payout pays every currency owed (issue 29 bug 2)', () => {
  it('when a GHS campaign got USD by card and the admin gives no amount, then USD is paid as owed, never "GHS 0.00"', async () => {
    const { campaign, actor } = await campaignOf('GHS');
    await cardGift(campaign.id, '25.00', 'USD'); // 25 - 1.50 - 1.03 = 22.47
    await request(campaign.id, actor);
    const { payout } = await complete(campaign.id);
    expect(payout.lines).toEqual([{ currency: 'USD', owed: '22.47', paid: '22.47', differenceReason: null }]);
    expect(await balances(campaign)).toEqual({ USD: '0.00' });
  });

  it('when the amount paid differs from the amount owed, then a reason is required and the difference stays in the balance', async () => {
    const { campaign, actor } = await campaignOf('KES');
    await cardGift(campaign.id, '40.00', 'GBP'); // 40 - 2.40 - 1.40 = 36.20
    await cardGift(campaign.id, '10000.00', 'KES');
    await request(campaign.id, actor);
    const [pending] = await database.db
      .select()
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaign.id));
    const owedKes = (
      await database.db.select().from(payoutLines).where(eq(payoutLines.payoutId, pending.id))
    ).find((line) => line.currency === 'KES')?.owed;
    await expect(complete(campaign.id, { amounts: { GBP: '30.00' } })).rejects.toMatchObject({
      kind: 'invalid',
      message: COMPLETE_PAYOUT_MESSAGES.reason,
    });
    await expect(complete(campaign.id, { amount: '30.00' })).rejects.toMatchObject({
      kind: 'invalid',
      message: COMPLETE_PAYOUT_MESSAGES.amountsPerCurrency,
    });
    const { payout } = await complete(campaign.id, {
      amounts: { GBP: '30.00' },
      reason: 'The remittance service charged GBP 6.20',
    });
    expect(payout.lines).toEqual([
      { currency: 'KES', owed: owedKes, paid: owedKes, differenceReason: null },
      {
        currency: 'GBP',
        owed: '36.20',
        paid: '30.00',
        differenceReason: 'The remittance service charged GBP 6.20',
      },
    ]);
    expect(await balances(campaign)).toEqual({ KES: '0.00', GBP: '6.20' });
    expect(await campaignHoldsMoney(database.db, campaign)).toBe(true);
  });
});

describe('a refund after a payout', () => {
  it('when a paid gift is refunded, then the balance is negative, recovered from later gifts, and the completed payout is unchanged', async () => {
    const { campaign, actor } = await campaignOf('USD');
    const gift = await cardGift(campaign.id, '100.00', 'USD', {
      stripePaymentIntentId: `pi_ledger_${Date.now()}`,
    });
    await request(campaign.id, actor);
    await complete(campaign.id);
    // Stripe refunds 40.00 of it: the stored fees become those after the reversal, as change-card-reversal stores them.
    await database.db
      .update(contributions)
      .set({
        refundedAmount: '40.00',
        ...feesAsDecimalStrings(cardFeesAfterReversal(10000, 6000, 'USD'), 'USD'),
        amount: '100.00',
      })
      .where(eq(contributions.id, gift.id));
    const owedBack = await balances(campaign);
    expect(Number(owedBack.USD)).toBeLessThan(0);
    await expect(request(campaign.id, actor)).rejects.toMatchObject({
      message: PAYOUT_REQUEST_MESSAGES.nothingToPay,
    });
    const statement = await payoutStatementOf(database.db, { ...campaign, payoutStatus: 'completed' });
    expect(statement.payouts[0].lines).toMatchObject([{ owed: '90.80', paid: '90.80' }]);

    await cardGift(campaign.id, '100.00', 'USD');
    const next = await request(campaign.id, actor);
    // 90.80 (the new gift) less what the refund took back of the first.
    expect(next.payout.lines[0].owed).toBe((90.8 + Number(owedBack.USD)).toFixed(2));
  });
});

describe('test money (contributions.test_mode)', () => {
  it('when a gift is test money, then it is in no payable balance, never paid, and the statement shows it apart', async () => {
    const { campaign, actor } = await campaignOf('USD');
    const test = await cardGift(campaign.id, '100.00', 'USD');
    await database.db.update(contributions).set({ testMode: true }).where(eq(contributions.id, test.id));
    await expect(request(campaign.id, actor)).rejects.toMatchObject({
      message: PAYOUT_REQUEST_MESSAGES.nothingToPay,
    });
    expect(await campaignHoldsMoney(database.db, campaign)).toBe(false);
    await cardGift(campaign.id, '50.00', 'USD');
    const { payout } = await request(campaign.id, actor);
    expect(payout.lines).toMatchObject([{ currency: 'USD', owed: '45.25', contributions: 1 }]);
    expect(payout.statement.testMoney).toEqual([{ currency: 'USD', contributions: 1, counted: '100.00' }]);
    const [stored] = await database.db.select().from(contributions).where(eq(contributions.id, test.id));
    expect(stored.payoutId).toBeNull();
  });
});

describe("the admin's per-gift payout record", () => {
  it('when an admin sends another payout amount for a gift, then it is refused and the balance is unchanged', async () => {
    const { campaign } = await campaignOf('USD');
    const gift = await cardGift(campaign.id, '100.00', 'USD');
    await expect(
      updateContributionPayout(
        database.db,
        {
          admin: { ...admin, username: admin.username ?? 'admin' },
          contributionId: gift.id,
          payoutStatus: 'completed',
          payoutAmount: '10.00',
        },
        { ipAddress: '203.0.113.9' },
      ),
    ).rejects.toMatchObject({ kind: 'invalid', message: CONTRIBUTION_PAYOUT_MESSAGES.amountIsTheLedgers });
    expect(await balances(campaign)).toEqual({ USD: '90.80' });
  });
});
