import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { campaigns, contributions, payoutLines, payoutSchedule } from '../../db/schema';
import { recordCardPayment } from '../../domain/contributions/index.server';
import { subscribeToUpdates } from '../../domain/gathering/update-subscriptions.server';
import { createMailer } from '../../domain/notifications/send-email.server';
import { calculateCardFees, feesAsDecimalStrings } from '../../domain/payments/fees';
import { createContribution, createUser } from '../../seed/factories';
import { lastAuditOf } from '../../tests/setup/admin-fixtures';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

/**
 * Issue 29 deliver 4: a payment on its way when its campaign was deleted (a bank debit takes days; bug 5 stranded
 * 80.00) is recorded, receipted and paid to the nominated recipient through the one payout ledger. Live money (the
 * fake Stripe is test mode only, and test money is never paid out), reported as the webhook reports it.
 */
let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A card gift of USD 80.00 started with Stripe (its intent created), not yet paid. */
async function startGift(campaignId: number, contributorEmail: string) {
  const row = await createContribution(database.db, {
    campaignId,
    contributorEmail,
    paymentMethod: 'card',
    paymentStatus: 'pending',
    currency: 'USD',
    ...feesAsDecimalStrings(calculateCardFees(8000, 'USD'), 'USD'),
    wantsUpdates: true,
  });
  const paymentIntentId = `pi_late_${row.id}`;
  await database.db
    .update(contributions)
    .set({ stripePaymentIntentId: paymentIntentId })
    .where(eq(contributions.id, row.id));
  return { contributionId: row.id, paymentIntentId };
}

/** Stripe reports the payment succeeded (the webhook's and reconciliation's one path). */
async function pay(gift: { contributionId: number; paymentIntentId: string }) {
  const { contribution } = await recordCardPayment(
    database.db,
    {
      id: gift.paymentIntentId,
      status: 'succeeded',
      amount: 8000,
      currency: 'USD',
      metadata: { contributionId: String(gift.contributionId) },
      failureMessage: null,
      clientSecret: null,
      nextActionType: null,
      livemode: true,
    },
    { mailer: createMailer(database.db, null, pino({ level: 'silent' })), baseUrl: app.baseUrl },
  );
  return contribution;
}

const payoutsOf = (campaignId: number) =>
  database.db
    .select({
      id: payoutSchedule.id,
      status: payoutSchedule.status,
      recipientName: payoutSchedule.recipientName,
      owed: payoutLines.owed,
      paid: payoutLines.paid,
    })
    .from(payoutSchedule)
    .innerJoin(payoutLines, and(eq(payoutLines.payoutId, payoutSchedule.id), eq(payoutLines.currency, 'USD')))
    .where(eq(payoutSchedule.campaignId, campaignId))
    .orderBy(payoutSchedule.id);

describe('a payment that lands on a deleted campaign', () => {
  it('is receipted without the gone page, opens a payout to the nominated recipient, and a second one after it is paid', async () => {
    const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
      recipientName: 'Akinyi',
      deceasedName: 'Deleted Midway',
    });
    // A giver of before the deletion, who asked for the family's updates.
    const earlierGiver = `earlier-${campaign.id}@example.com`;
    await subscribeToUpdates(database.db, {
      campaignId: campaign.id,
      email: earlierGiver,
      name: 'Earlier',
      source: 'gift',
    });
    const first = await startGift(campaign.id, `late-first-${campaign.id}@example.com`);
    const second = await startGift(campaign.id, `late-second-${campaign.id}@example.com`);
    // Deleted while both were on their way (the rule that refuses this came later, or the bank was slower).
    await database.db.update(campaigns).set({ deletedAt: new Date() }).where(eq(campaigns.id, campaign.id));

    const firstRow = await pay(first);
    expect(firstRow.paymentStatus).toBe('succeeded');
    const [receipt] = await mailsTo(database.db, `late-first-${campaign.id}@example.com`);
    expect(receipt.subject).toBe('Thank you for honoring Deleted Midway');
    expect(receipt.text).toContain('Reaches Akinyi');
    expect(receipt.text).not.toContain('Visit the memorial');
    // The family asks for nothing more and hears nothing of it; no updates come from a deleted page.
    expect(await mailsTo(database.db, organizer.email)).toEqual([]);
    expect(firstRow.wantsUpdates).toBe(true);
    expect(await payoutsOf(campaign.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        recipientName: 'Akinyi',
        owed: firstRow.payoutAmount,
        paid: null,
      }),
    ]);
    expect(await lastAuditOf(database.db, 'payout.request')).toMatchObject({
      entityId: campaign.id,
      userId: null,
      adminId: null,
      recipientAccessId: null,
    });

    // The second lands while the first payout waits: it builds the next balance.
    const secondRow = await pay(second);
    expect(secondRow.paymentStatus).toBe('succeeded');
    expect(await payoutsOf(campaign.id)).toHaveLength(1);

    const admin = await app.adminSignedInAs(await createUser(database.db, { isAdmin: true }));
    const completed = await admin.postJson(`/api/admin/campaigns/${campaign.id}/complete-payout`, {
      reference: 'QLATE0001',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(completed.status).toBe(200);
    // They hear the money reached the family, with no link to the gone page.
    const [reached] = await mailsTo(database.db, earlierGiver);
    expect(reached.subject).toBe('Your gifts in memory of Deleted Midway reached the family');
    expect(reached.text).not.toContain('Visit the memorial');
    const [paidFirst, opened] = await payoutsOf(campaign.id);
    expect(paidFirst).toMatchObject({ status: 'completed', paid: firstRow.payoutAmount });
    expect(opened).toMatchObject({ status: 'pending', owed: secondRow.payoutAmount });

    const again = await admin.postJson(`/api/admin/campaigns/${campaign.id}/complete-payout`, {
      reference: 'QLATE0002',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(again.status).toBe(200);
    expect((await payoutsOf(campaign.id)).map((payout) => payout.status)).toEqual(['completed', 'completed']);
    // Nothing left: no third payout.
    expect(await payoutsOf(campaign.id)).toHaveLength(2);
  });
});
