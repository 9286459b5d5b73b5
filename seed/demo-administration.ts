import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.server';
import { nomineeChangeRequests, payoutSchedule } from '../db/schema';
import { calculateCardFees, feesAsDecimalStrings } from '../domain/payments/fees';
import { recordAudit } from '../domain/shared/audit.server';
import { createCampaign, createContribution, createUser } from './factories';

export const DEMO_ADMIN_EMAIL = 'admin@pamoja.example';
const DAY = 24 * 60 * 60 * 1000;
const GIFTS_GHS = [2500, 1200, 800];

/**
 * What the admin dashboard shows on a fresh `npm start`: an admin account (a random password, printed once like the
 * organizer's), and a second family whose campaign ended five days ago with card gifts, a payout requested past its
 * deadline (Overdue) and a nominee change waiting for a decision.
 */
export async function seedDemoAdministration(db: Database, password = randomBytes(12).toString('base64url')) {
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
    payoutStatus: 'requested',
  });
  let payout = { amount: 0, platformFee: 0, processingFee: 0, payoutAmount: 0 };
  for (const [index, amount] of GIFTS_GHS.entries()) {
    const fees = calculateCardFees(amount * 100, 'GHS');
    await createContribution(db, {
      campaignId: campaign.id,
      contributorName: ['Ama Owusu', 'Kofi Boateng', 'Efua Asante'][index],
      contributorEmail: `ghana-friend${index}@example.com`,
      currency: 'GHS',
      paymentMethod: 'card',
      ...feesAsDecimalStrings(fees, 'GHS'),
      createdAt: new Date(ended.getTime() - (index + 2) * DAY),
    });
    payout = {
      amount: payout.amount + fees.amountMinor,
      platformFee: payout.platformFee + fees.platformFeeMinor,
      processingFee: payout.processingFee + fees.processingFeeMinor,
      payoutAmount: payout.payoutAmount + fees.payoutAmountMinor,
    };
  }
  const decimal = (minor: number) => (minor / 100).toFixed(2);
  await db.insert(payoutSchedule).values({
    campaignId: campaign.id,
    campaignName: campaign.deceasedName,
    recipientName: campaign.recipientName,
    recipientPhone: campaign.recipientPhone,
    recipientCountry: campaign.recipientCountry,
    payoutMethod: campaign.recipientPayoutMethod,
    totalAmount: decimal(payout.amount),
    platformFee: decimal(payout.platformFee),
    processingFee: decimal(payout.processingFee),
    payoutAmount: decimal(payout.payoutAmount),
    campaignEndDate: campaign.endDate,
    payoutDeadline: new Date(ended.getTime() + 2 * DAY),
    status: 'pending',
    createdAt: new Date(ended.getTime() + DAY),
  });
  await db.insert(nomineeChangeRequests).values({
    campaignId: campaign.id,
    reason: 'Yaw has moved abroad; his sister Adwoa in Kumasi will receive for the family.',
    requestedByUserId: organizer.id,
  });
  await recordAudit(db, {
    action: 'payout.request',
    entityType: 'campaign',
    entityId: campaign.id,
    userId: organizer.id,
    details: { seeded: true },
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}
