import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { users } from '../db/schema';
import { userActor } from '../domain/campaigns/permissions';
import { shareWithRecipient } from '../domain/recipients/share-with-recipient.server';
import type { FileStore } from '../integrations/storage/file-store';
import { seedDemoAdministration } from './demo-administration';
import { seedDemoBudget } from './demo-budget';
import { seedDemoGathering } from './demo-gathering';
import { seedDemoInPersonGifts } from './demo-in-person';
import { createCampaign, createCardContribution, createContribution, createUser } from './factories';
import { uploadSamplePhoto, uploadSampleReceipt } from './sample-photo';

export const DEMO_ORGANIZER_EMAIL = 'demo@pamoja.example';
export const DEMO_CAMPAIGN_URL = 'rip-amara-okafor';

const DEMO_TRIBUTES = [
  {
    name: 'Chidi Okafor',
    relationship: 'Family member',
    amount: '1500.00',
    memory: 'Mama taught us to sing while we cooked. Every Sunday still smells of her jollof rice.',
  },
  {
    name: 'Thandiwe Mokoena',
    relationship: 'Close friend',
    amount: '800.00',
    memory: 'She held my hand through the hardest year of my life and never once made me feel like a burden.',
  },
  {
    name: 'Anonymous',
    relationship: 'Church member',
    amount: '500.00',
    memory: 'Her voice carried the choir. Rest well, dear sister.',
    isAnonymous: true,
  },
  {
    name: 'Kwame Mensah',
    relationship: 'Colleague',
    amount: '350.00',
    memory: 'The kindest teacher our school ever had.',
    hideAmount: true,
  },
  {
    name: 'Grace Wanjiru',
    relationship: 'Neighbor',
    amount: '250.00',
    memory: 'She always had tea ready for anyone who knocked.',
  },
];

/**
 * Fills an empty embedded database with one campaign people can open straight away.
 * Returns null when the database already has users: the seed never touches real data.
 * The organizer's password is random unless given, so each data directory has its own, printed once at seeding: a
 * demo left running on a shared network is not an account anyone can sign in to.
 */
export interface SeededDemo {
  campaignPath: string;
  email: string;
  password: string;
  /** The recipient's private link (the code shared once, like the password) and the phone to type with it. */
  recipient: { accessUrl: string; phone: string };
  /** The admin dashboard's account (a payout and a nominee change wait there). */
  admin: { email: string; password: string };
}

export async function seedDemoData(
  db: Database,
  {
    password = randomBytes(12).toString('base64url'),
    baseUrl = 'http://localhost:3000',
    fileStore,
  }: {
    password?: string;
    baseUrl?: string;
    /** Where uploads are kept: given, the demo's update and a guestbook message carry a photo. */
    fileStore?: FileStore;
  } = {},
): Promise<SeededDemo | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;

  const organizer = await createUser(db, {
    email: DEMO_ORGANIZER_EMAIL,
    firstName: 'Ngozi',
    lastName: 'Okafor',
    username: 'Ngozi Okafor',
    country: 'NG',
    phone: '+2348031234567',
    plainPassword: password,
  });
  const campaign = await createCampaign(db, {
    organizerId: organizer.id,
    organizerName: 'Ngozi Okafor',
    organizerEmail: DEMO_ORGANIZER_EMAIL,
    organizerPhone: '+2348031234567',
    organizerRelationship: 'child',
    deceasedName: 'Amara Okafor',
    deceasedYearOfBirth: 1951,
    deceasedDateOfPassing: '2025-10',
    deceasedLocation: 'Enugu, Nigeria',
    tribute:
      'Amara Okafor was a teacher for forty years, a choir leader, and the heart of every family gathering. She believed that no one should grieve alone, and she showed it with every pot of soup she carried to a neighbor in mourning. We are raising funds to give her the farewell she deserves and to support the family she leaves behind.',
    recipientName: 'Chidi Okafor',
    recipientRelationship: 'sibling',
    recipientCountry: 'NG',
    recipientPhone: '+2348039876543',
    recipientPayoutMethod: 'mobile_money',
    goal: '500000.00',
    campaignCurrency: 'NGN',
    customUrl: DEMO_CAMPAIGN_URL,
    consentDisplayNames: true,
  });
  for (const [index, tribute] of DEMO_TRIBUTES.entries()) {
    const amount = Number(tribute.amount) * 100;
    await createCardContribution(db, {
      campaignId: campaign.id,
      contributorName: tribute.name,
      contributorEmail: `friend${index}@example.com`,
      contributorRelationship: tribute.relationship,
      amount: amount.toFixed(2),
      currency: 'NGN',
      memory: tribute.memory,
      isAnonymous: tribute.isAnonymous ?? false,
      hideAmount: tribute.hideAmount ?? false,
      createdAt: new Date(Date.now() - (DEMO_TRIBUTES.length - index) * 3_600_000),
    });
  }
  // A wallet gift the recipient (or the organizer) has yet to confirm, and the recipient's access.
  await createContribution(db, {
    campaignId: campaign.id,
    contributorName: 'Emeka Nwosu',
    contributorEmail: 'emeka@example.com',
    contributorRelationship: 'Neighbor',
    amount: '15000.00',
    currency: 'NGN',
    paymentMethod: 'mobile_wallet',
    paymentStatus: 'pending_review',
    reviewStatus: 'pending_review',
    confirmationCode: 'OPAY7781QX',
    memory: 'Mama Amara taught me my first hymn.',
  });
  const { accessUrl } = await shareWithRecipient(
    db,
    { campaignId: campaign.id, actor: userActor(organizer) },
    { baseUrl, ipAddress: '' },
  );
  const photo = fileStore ? await uploadSamplePhoto(db, fileStore) : null;
  await seedDemoGathering(db, {
    campaignId: campaign.id,
    organizerName: 'Ngozi Okafor',
    photo: photo?.url ?? null,
  });
  const receipt = fileStore ? await uploadSampleReceipt(db, fileStore) : null;
  await seedDemoBudget(db, { campaignId: campaign.id, receipt: receipt?.url ?? null });
  await seedDemoInPersonGifts(db, campaign.id);
  const admin = await seedDemoAdministration(db, baseUrl);
  return {
    campaignPath: `/campaign/${DEMO_CAMPAIGN_URL}`,
    admin,
    email: DEMO_ORGANIZER_EMAIL,
    password,
    recipient: { accessUrl, phone: '0803 987 6543' },
  };
}

/** What `npm start` and `npm run db:seed` print once, after seeding. */
export function demoBanner(demo: SeededDemo, baseUrl: string): string {
  return [
    `Demo campaign: ${baseUrl}${demo.campaignPath}`,
    `Demo organizer: ${demo.email} / ${demo.password} (shown once; forgotten? use /forgot-password and open the link at /dev/mail)`,
    `Demo recipient: ${demo.recipient.accessUrl} with phone ${demo.recipient.phone} (shown once; the organizer can share again)`,
    `Demo admin: ${baseUrl}/admin/login as ${demo.admin.email} / ${demo.admin.password} (shown once; npm run admin:create makes more)`,
  ].join('\n');
}
