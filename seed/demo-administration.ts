import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { nomineeChangeRequests, payoutSchedule } from '../db/schema';
import { payoutDeadlineOf } from '../domain/campaigns/campaign-status';
import { userActor } from '../domain/campaigns/permissions';
import { createMailer } from '../domain/notifications/send-email.server';
import { calculateCardFees, feesAsDecimalStrings } from '../domain/payments/fees';
import { completePayout, requestPayout } from '../domain/payouts/index.server';
import { createCampaign, createContribution, createUser } from './factories';

export const DEMO_ADMIN_EMAIL = 'admin@pamoja.example';
const DAY = 24 * 60 * 60 * 1000;
const GIFTS_GHS = [2500, 1200, 800];
/** When each gift came, in days before the end; the first payout was requested nine days before it. */
const GIFT_DAYS_BEFORE_END = [12, 10, 4];

/**
 * What the admin dashboard shows on a fresh `npm start`: an admin account (a random password, printed once like the
 * organizer's), and a second family whose campaign ended five days ago with card gifts: an earlier payout
 * completed, a later one requested past its deadline (Overdue), and a nominee change waiting for a decision.
 */
export async function seedDemoAdministration(
  db: Database,
  baseUrl: string,
  password = randomBytes(12).toString('base64url'),
) {
  const admin = await createUser(db, {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Pamoja',
    lastName: 'Admin',
    username: 'Pamoja Admin',
    isAdmin: true,
    plainPassword: password,
  });
  const organizer = await createUser(db, {
    email: 'akosua@pamoja.example',
    firstName: 'Akosua',
    lastName: 'Mensah',
    username: 'Akosua Mensah',
    country: 'GH',
    phone: '+233244123456',
  });
  const ended = new Date(Date.now() - 5 * DAY);
  const campaign = await createCampaign(db, {
    organizerId: organizer.id,
    organizerName: 'Akosua Mensah',
    organizerEmail: organizer.email,
    deceasedName: 'Kwame Mensah',
    deceasedYearOfBirth: 1946,
    deceasedDateOfPassing: '2025-09',
    deceasedLocation: 'Kumasi, Ghana',
    recipientName: 'Yaw Mensah',
    recipientRelationship: 'child',
    recipientCountry: 'GH',
    recipientPhone: '+233201234567',
    recipientPayoutMethod: 'mobile_money',
    goal: '10000.00',
    campaignCurrency: 'GHS',
    customUrl: 'rip-kwame-mensah',
    endDate: ended.toISOString().slice(0, 10),
    endedAt: ended,
    isActive: false,
  });
  const gift = (index: number) =>
    createContribution(db, {
      campaignId: campaign.id,
      contributorName: ['Ama Owusu', 'Kofi Boateng', 'Efua Asante'][index],
      contributorEmail: `ghana-friend${index}@example.com`,
      currency: 'GHS',
      paymentMethod: 'card',
      ...feesAsDecimalStrings(calculateCardFees(GIFTS_GHS[index] * 100, 'GHS'), 'GHS'),
      createdAt: new Date(ended.getTime() - GIFT_DAYS_BEFORE_END[index] * DAY),
    });
  const services = {
    mailer: createMailer(db, null, { info() {}, error() {} }),
    baseUrl,
    ipAddress: '',
    campaignChanged() {},
  };
  /** Requested the way the family requests it, then dated `daysFromEnd` with the deadline the rule gives then. */
  const requestOn = async (daysFromEnd: number) => {
    const requested = await requestPayout(
      db,
      { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
      services,
    );
    if (!('payout' in requested)) return;
    const requestedAt = new Date(ended.getTime() + daysFromEnd * DAY);
    await db
      .update(payoutSchedule)
      .set({ createdAt: requestedAt, payoutDeadline: payoutDeadlineOf(campaign, requestedAt, requestedAt) })
      .where(eq(payoutSchedule.id, requested.payout.id));
  };
  // The first two gifts were paid out a week before the end, through the ledger as the family and the admin do it
  // (its line, its gifts linked, the audit entries and e-mails): the page says they reached Yaw.
  await gift(0);
  await gift(1);
  await requestOn(-9);
  await completePayout(
    db,
    {
      campaignId: campaign.id,
      actor: userActor(admin),
      reference: 'MM-DEMO-0001',
      date: new Date(ended.getTime() - 7 * DAY),
    },
    services,
  );
  // The last gift came after it. Its payout was requested the day after the end, so its deadline has passed: Overdue.
  await gift(2);
  await requestOn(1);
  await db.insert(nomineeChangeRequests).values({
    campaignId: campaign.id,
    reason: 'Yaw has moved abroad; his sister Adwoa in Kumasi will receive for the family.',
    requestedByUserId: organizer.id,
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}
