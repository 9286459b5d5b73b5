import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { getCampaignStats } from '../../domain/campaigns/get-campaign-stats.server';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { type CardPaymentsHarness, startCardPaymentsHarness } from '../../tests/setup/card-payments-harness';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
import { type FakeEvent, stripeClientFor } from '../../tests/setup/fake-stripe-server';

/**
 * Refunds by amount, failed refunds and disputes (issue 12 items 2, 3): made on the faithful fake Stripe, which
 * delivers its signed events to the real app's webhook; every screen's total is read through the API.
 */

let harness: CardPaymentsHarness;
beforeAll(async () => {
  harness = await startCardPaymentsHarness();
});
afterAll(() => harness.close());

const MINUTE = 60_000;
/** Stripe's clock moves on, so what happens next is dated later (events carry whole seconds). */
const later = () => harness.fake.clock.advance(MINUTE);

async function campaignWithOrganizer() {
  const { campaign, organizer } = await createOrganizerWithCampaign(harness.database.db, {
    campaignCurrency: 'USD',
    goal: '1000.00',
  });
  return { campaign, organizer: await harness.app.signedInAs(organizer) };
}

type Organizer = Awaited<ReturnType<typeof campaignWithOrganizer>>['organizer'];

/** The total as every screen reads it: the campaign page's API, the organizer's stats text, My Campaigns, tributes. */
async function totalsSeen(campaignId: number, organizer: Organizer) {
  const page = (await (await harness.app.fetch(`/api/campaigns/${campaignId}`)).json()) as {
    stats: { totalRaised: number; contributorCount: number };
  };
  const { text } = (await (await organizer.fetch(`/api/campaigns/${campaignId}/quick-stats`)).json()) as {
    text: string;
  };
  const mine = (await (await organizer.fetch('/api/campaigns')).json()) as Array<{
    id: number;
    totalRaised: number;
  }>;
  const { tributes } = (await (await harness.app.fetch(`/api/campaigns/${campaignId}/tributes`)).json()) as {
    tributes: Array<{ amount: number | null }>;
  };
  const total = page.stats.totalRaised;
  expect(text).toContain(`Raised: ${formatMoney(total, 'USD')} of`);
  expect(mine.find((row) => row.id === campaignId)?.totalRaised).toBe(total);
  return {
    total,
    contributors: page.stats.contributorCount,
    tributeAmounts: tributes.map((row) => row.amount),
  };
}

const auditActionsOf = async (contributionId: number) =>
  (
    await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, contributionId))
      .orderBy(asc(auditLog.id))
  ).filter((entry) => entry.entityType === 'contribution');

const mailsStarting = async (email: string, subject: string) =>
  (await mailsTo(harness.database.db, email)).filter((mail) => mail.subject.startsWith(subject));

/** The same report under another event id, as when Stripe sends a second event about one change. */
const anotherEventLike = (event: FakeEvent, changes: Record<string, unknown> = {}): FakeEvent => ({
  ...event,
  id: `${event.id}_again`,
  data: { object: { ...event.data.object, ...changes } },
});

describe('refunds are recorded by amount', () => {
  it('when 30% of a gift is refunded, then 70% keeps counting on every screen and the fees follow', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.refund(gift, 3_000);

    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      amount: '100.00',
      refundedAmount: '30.00',
      // Stripe keeps its 3.20 on the whole charge; the platform takes 6% of the 70.00 kept (decision 007).
      platformFee: '4.20',
      processingFee: '3.20',
      revenue: '4.20',
      payoutAmount: '62.60',
    });
    expect(await totalsSeen(campaign.id, organizer)).toEqual({
      total: 70,
      contributors: 1,
      tributeAmounts: [70],
    });
    // The organizer's lists and the donor export add up to the same total.
    const { donors } = (await (await organizer.fetch(`/api/campaigns/${campaign.id}/donors`)).json()) as {
      donors: Array<{ amount: string; paymentMethod: string }>;
    };
    expect(donors).toMatchObject([
      { amount: '70.00', paymentMethod: 'Card (partly refunded or disputed) · Test payment' },
    ]);
    const listed = (await (await organizer.fetch(`/api/contributions/${campaign.id}`)).json()) as {
      contributions: Array<{ amount: string }>;
    };
    expect(listed.contributions.map((row) => row.amount)).toEqual(['70.00']);
    const csv = await (await organizer.fetch(`/api/campaigns/${campaign.id}/donors.csv`)).text();
    expect(csv).toContain(',70.00,USD,Card (partly refunded or disputed) · Test payment,');
    const [entry] = await auditActionsOf(gift.contributionId);
    expect(entry).toMatchObject({
      action: 'contribution.refund',
      details: { refundedBefore: '0.00', refundedAfter: '30.00', countedAmount: '70.00', currency: 'USD' },
    });
  });

  it('when two partial refunds arrive out of order, or twice, then the larger cumulative figure stands', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.heldBack(async () => {
      await harness.refund(gift, 2_000);
      await harness.refund(gift, 3_000);
    });
    const [first, second] = harness.eventsAbout(gift, 'charge.refunded');
    expect(await harness.redeliver(second)).toBe('applied');
    expect(await harness.redeliver(first)).toBe('applied');
    expect(await harness.redeliver(second)).toBe('duplicate');

    expect((await harness.rowOf(gift.contributionId)).refundedAmount).toBe('50.00');
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(50);
    expect((await auditActionsOf(gift.contributionId)).map((entry) => entry.action)).toEqual([
      'contribution.refund',
    ]);
  });

  it('when a full refund’s report arrives before the payment’s, then the gift is recorded refunded with no receipt and no notice (issue 29 item 8)', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const response = await harness.app.postJson('/api/stripe/create-intent', {
      amount: '100',
      currency: 'USD',
      campaignId: String(campaign.id),
      contributorName: 'Thandiwe Mokoena',
      contributorEmail: 'refunded-first@example.com',
      contributorRelationship: 'Close friend',
    });
    const gift = (await response.json()) as { paymentIntentId: string; contributionId: number };
    await harness.heldBack(async () => {
      await stripeClientFor(harness.fake, 'sk_test_browser').paymentIntents.confirm(gift.paymentIntentId, {
        payment_method: 'pm_card_visa',
        return_url: 'http://127.0.0.1/contribution-return',
      });
      await harness.refund(gift);
    });
    const [refunded] = harness.eventsAbout(gift, 'charge.refunded');
    const succeeded = harness.fake.events.find(
      (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === gift.paymentIntentId,
    );
    expect(await harness.redeliver(refunded)).toBe('applied');
    expect(await harness.redeliver(succeeded as FakeEvent)).toBe('applied');

    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: '100.00',
      receiptSentAt: null,
    });
    expect(await mailsTo(harness.database.db, 'refunded-first@example.com')).toHaveLength(0);
    expect(await mailsTo(harness.database.db, organizer.user.email)).toHaveLength(0);
  });

  it('when a charge is refunded, then the contribution stops counting', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.refund(gift);
    expect((await harness.rowOf(gift.contributionId)).paymentStatus).toBe('refunded');
    expect((await getCampaignStats(harness.database.db, campaign.id)).totalRaised).toBe(0);
    expect(await totalsSeen(campaign.id, organizer)).toEqual({
      total: 0,
      contributors: 0,
      tributeAmounts: [],
    });
    expect((await harness.rowOf(gift.contributionId)).payoutAmount).toBe('0.00');
  });

  it('when a refund fails, then its amount counts again, once, and a late older refund report cannot undo that', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    const refund = await harness.refund(gift, 3_000);
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(70);

    later();
    await harness.stripeDoes(() => harness.fake.failRefund(refund.id));
    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      refundedAmount: '0.00',
      payoutAmount: '90.80',
    });
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(100);
    const [failed] = harness.eventsAbout(gift, 'charge.refund.updated');
    expect(await harness.redeliver(anotherEventLike(failed))).toBe('applied');
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(100);

    // Another refund whose charge.refunded is delayed past its own failure.
    later();
    const delayed = await harness.heldBack(() => harness.refund(gift, 1_000));
    later();
    await harness.stripeDoes(() => harness.fake.failRefund(delayed.id));
    expect(await harness.redeliver(harness.eventsAbout(gift, 'charge.refunded')[1])).toBe('applied');
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(100);

    later();
    await harness.refund(gift, 1_000);
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(90);
    expect((await auditActionsOf(gift.contributionId)).map((entry) => entry.action)).toEqual([
      'contribution.refund',
      'contribution.refund_failed',
      'contribution.refund_failed',
      'contribution.refund',
    ]);
  });
});

describe('disputes (chargebacks)', () => {
  it('when a dispute opens and is lost, then the gift stops counting and the organizer is told once each time', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.paidGift(campaign.id, { amount: '40' });
    harness.fake.webhooks.mode({ duplicate: 1 });
    try {
      const dispute = await harness.stripeDoes(() => harness.fake.openDispute(gift.paymentIntentId));
      expect(await harness.rowOf(gift.contributionId)).toMatchObject({
        paymentStatus: 'succeeded',
        disputeStatus: 'needs_response',
        disputedAmount: '100.00',
      });
      // The bank holds the money while it decides.
      expect(await totalsSeen(campaign.id, organizer)).toEqual({
        total: 40,
        contributors: 1,
        tributeAmounts: [40],
      });
      const opened = await mailsStarting(organizer.user.email, 'A card contribution is disputed');
      expect(opened).toHaveLength(1);
      expect(opened[0].text).toContain('disputed Thandiwe Mokoena');
      expect(opened[0].text).toContain(`Payment reference: ${gift.paymentIntentId}`);

      later();
      await harness.stripeDoes(() => harness.fake.closeDispute(dispute.id, 'lost'));
    } finally {
      harness.fake.webhooks.mode({});
    }
    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      disputeStatus: 'lost',
      payoutAmount: '0.00',
    });
    expect(await totalsSeen(campaign.id, organizer)).toEqual({
      total: 40,
      contributors: 1,
      tributeAmounts: [40],
    });
    const lost = await mailsStarting(organizer.user.email, 'A disputed card contribution went back');
    expect(lost).toHaveLength(1);
    expect(lost[0].text).toContain('$100.00 went back to them');
    expect((await auditActionsOf(gift.contributionId)).map((entry) => entry.action)).toEqual([
      'contribution.dispute_opened',
      'contribution.dispute_closed',
    ]);
  });

  it('when a dispute is won, then the gift counts again, and a late older report does not reopen it', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    const dispute = await harness.stripeDoes(() => harness.fake.openDispute(gift.paymentIntentId));
    expect((await totalsSeen(campaign.id, organizer)).total).toBe(0);

    later();
    await harness.stripeDoes(() => harness.fake.closeDispute(dispute.id, 'won'));
    const [opened] = harness.eventsAbout(gift, 'charge.dispute.created');
    const underReview = {
      ...anotherEventLike(opened, { status: 'under_review' }),
      type: 'charge.dispute.updated',
    };
    expect(await harness.redeliver(underReview)).toBe('applied');

    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      disputeStatus: 'won',
      payoutAmount: '90.80',
    });
    expect(await totalsSeen(campaign.id, organizer)).toEqual({
      total: 100,
      contributors: 1,
      tributeAmounts: [100],
    });
    expect(
      await mailsStarting(organizer.user.email, 'A dispute about a card contribution is closed'),
    ).toHaveLength(1);
  });

  it('when the bank only asks about a payment (an inquiry), then it keeps counting', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.heldBack(() => harness.stripeDoes(() => harness.fake.openDispute(gift.paymentIntentId)));
    const [opened] = harness.eventsAbout(gift, 'charge.dispute.created');
    await harness.redeliver(anotherEventLike(opened, { status: 'warning_needs_response' }));

    expect((await totalsSeen(campaign.id, organizer)).total).toBe(100);
    const [notice] = await mailsStarting(organizer.user.email, "A giver's bank is asking");
    expect(notice.text).toContain('No money has moved');
  });

  it('when a partly refunded gift is charged back in full and lost, then it counts nothing, never less', async () => {
    const { campaign, organizer } = await campaignWithOrganizer();
    const gift = await harness.paidGift(campaign.id);
    await harness.paidGift(campaign.id, { amount: '40' });
    await harness.refund(gift, 3_000);
    const dispute = await harness.stripeDoes(() =>
      harness.fake.openDispute(gift.paymentIntentId, { amount: 10_000 }),
    );
    later();
    await harness.stripeDoes(() => harness.fake.closeDispute(dispute.id, 'lost'));

    expect(await harness.rowOf(gift.contributionId)).toMatchObject({
      paymentStatus: 'succeeded',
      refundedAmount: '30.00',
      disputeStatus: 'lost',
      payoutAmount: '0.00',
    });
    expect(await totalsSeen(campaign.id, organizer)).toEqual({
      total: 40,
      contributors: 1,
      tributeAmounts: [40],
    });
  });
});
