import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { nomineeChangeRequests, payoutSchedule } from '../db/schema';
import { userActor } from '../domain/campaigns/permissions';
import { createMailer } from '../domain/notifications/send-email.server';
import { calculateCardFees, feesAsDecimalStrings } from '../domain/payments/fees';
import { requestPayout } from '../domain/payouts/index.server';
import { createCampaign, createContribution, createUser } from './factories';

export const DEMO_ADMIN_EMAIL = 'admin@pamoja.example';
const DAY = 24 * 60 * 60 * 1000;
const GIFTS_GHS = [2500, 1200, 800];

/**
 * What the admin dashboard shows on a fresh `npm start`: an admin account (a random password, printed once like the
 * organizer's), and a second family whose campaign ended five days ago with card gifts, a payout requested past its
 * deadline (Overdue) and a nominee change waiting for a decision.
 */
export async function seedDemoAdministration(
  db: Database,
  baseUrl: string,
  password = randomBytes(12).toString('base64url'),
) {
  await createUser(db, {
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
  for (const [index, amount] of GIFTS_GHS.entries()) {
    await createContribution(db, {
      campaignId: campaign.id,
      contributorName: ['Ama Owusu', 'Kofi Boateng', 'Efua Asante'][index],
      contributorEmail: `ghana-friend${index}@example.com`,
      currency: 'GHS',
      paymentMethod: 'card',
      ...feesAsDecimalStrings(calculateCardFees(amount * 100, 'GHS'), 'GHS'),
      createdAt: new Date(ended.getTime() - (index + 2) * DAY),
    });
  }
  // Requested the way the family requests it (its lines per currency, its gifts linked, its audit entry and the
  // organizer's e-mail), then dated the day after the end, so its deadline has passed: Overdue.
  const requested = await requestPayout(
    db,
    { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
    {
      mailer: createMailer(db, null, { info() {}, error() {} }),
      baseUrl,
      ipAddress: '',
      campaignChanged() {},
    },
  );
  if ('payout' in requested) {
    await db
      .update(payoutSchedule)
      .set({
        createdAt: new Date(ended.getTime() + DAY),
        payoutDeadline: new Date(ended.getTime() + 2 * DAY),
      })
      .where(eq(payoutSchedule.id, requested.payout.id));
  }
  await db.insert(nomineeChangeRequests).values({
    campaignId: campaign.id,
    reason: 'Yaw has moved abroad; his sister Adwoa in Kumasi will receive for the family.',
    requestedByUserId: organizer.id,
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}
