import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { userActor } from '../../domain/campaigns/permissions';
import { subscribeToUpdates } from '../../domain/gathering/update-subscriptions.server';
import { createMailer } from '../../domain/notifications/send-email.server';
import { cardFeesAfterReversal, feesAsDecimalStrings } from '../../domain/payments/fees';
import { completePayout, requestPayout } from '../../domain/payouts/index.server';
import { fromDecimalString } from '../../domain/shared/money';
import { createContribution, createUser } from '../../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../../tests/setup/contribution-fixtures';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/** Givers see the money arrive (issue 29 deliver 6): the public page, as an anonymous visitor of a shared link reads it. */
const served = servePagesForThisFile();

/** As the admin's form and the organizer's button call them, telling the app's page cache as they do. */
const dependencies = () => ({
  mailer: createMailer(served.database.db, null, pino({ level: 'silent' })),
  baseUrl: served.app.baseUrl,
  ipAddress: '203.0.113.9',
  campaignChanged: (campaignId: number) => served.app.services.campaignChanged(campaignId),
});

async function cardGift(campaignId: number, amount: string, currency: string) {
  const minor = fromDecimalString(amount, currency);
  await createContribution(served.database.db, {
    campaignId,
    paymentMethod: 'card',
    paymentStatus: 'succeeded',
    currency,
    ...feesAsDecimalStrings(cardFeesAfterReversal(minor, minor, currency), currency),
    amount,
  });
}

const pageText = async (campaignId: number) => {
  const response = await served.app.fetch(`/campaign/id/${campaignId}`);
  expect(response.status).toBe(200);
  // Intl writes "KES 182,162.50" with a no-break space.
  return (await response.text()).replaceAll('&#x27;', "'").replaceAll('\u00a0', ' ');
};

describe('the campaign page after a payout', () => {
  it('when a payout is completed, then the shared page says at once when and how much reached the recipient per currency, never the reference', async () => {
    const admin = await createUser(served.database.db, { isAdmin: true });
    const { organizer, campaign } = await createOrganizerWithCampaign(served.database.db, {
      campaignCurrency: 'KES',
      recipientName: 'Akinyi',
    });
    await cardGift(campaign.id, '200000.00', 'KES');
    await cardGift(campaign.id, '50.00', 'GBP');
    // Read (and kept as bytes for the next visitor) before the payout.
    expect(await pageText(campaign.id)).not.toContain('reached Akinyi');

    await requestPayout(
      served.database.db,
      { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
      dependencies(),
    );
    // Requested is not reached.
    expect(await pageText(campaign.id)).not.toContain('reached Akinyi');
    await completePayout(
      served.database.db,
      {
        campaignId: campaign.id,
        actor: userActor(admin),
        reference: 'QAB12CD34E',
        date: new Date('2026-11-05T00:00:00Z'),
      },
      dependencies(),
    );

    const page = await pageText(campaign.id);
    expect(page).toContain(
      "On 5 November 2026, KES 182,162.50 and £45.31 reached Akinyi, the family's nominated recipient.",
    );
    expect(page).not.toContain('QAB12CD34E');
  });

  it('when a payout is completed, then each giver who asked for updates gets one short e-mail with the date and amounts, and no one else', async () => {
    const admin = await createUser(served.database.db, { isAdmin: true });
    const { organizer, campaign } = await createOrganizerWithCampaign(served.database.db, {
      campaignCurrency: 'KES',
      recipientName: 'Akinyi',
      deceasedName: 'Baraka Otieno',
    });
    await cardGift(campaign.id, '200000.00', 'KES');
    const subscribed = `updates-${campaign.id}@example.com`;
    await subscribeToUpdates(served.database.db, {
      campaignId: campaign.id,
      email: subscribed,
      name: 'Wanjiru',
      source: 'gift',
    });
    const unsubscribedGiver = `no-updates-${campaign.id}@example.com`;
    await createContribution(served.database.db, {
      campaignId: campaign.id,
      contributorEmail: unsubscribedGiver,
      wantsUpdates: false,
    });
    await requestPayout(
      served.database.db,
      { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
      dependencies(),
    );
    // Requested is not reached: no giver hears yet.
    expect(await mailsTo(served.database.db, subscribed)).toEqual([]);

    await completePayout(
      served.database.db,
      {
        campaignId: campaign.id,
        actor: userActor(admin),
        reference: 'QAB12CD34E',
        date: new Date('2026-11-05T00:00:00Z'),
      },
      dependencies(),
    );

    const mails = await mailsTo(served.database.db, subscribed);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your gifts in memory of Baraka Otieno reached the family');
    expect(mails[0].text.replaceAll('\u00a0', ' ')).toContain(
      "On 5 November 2026, KES 182,162.50 reached Akinyi, the family's nominated recipient.",
    );
    expect(mails[0].text).not.toContain('QAB12CD34E');
    expect(await mailsTo(served.database.db, unsubscribedGiver)).toEqual([]);
  });
});
