import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.server';
import { users } from '../db/schema';
import { createCampaign, createContribution, createUser } from './factories';

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
export async function seedDemoData(
  db: Database,
  { password = randomBytes(12).toString('base64url') }: { password?: string } = {},
): Promise<{ campaignPath: string; email: string; password: string } | null> {
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
      'Amara Okafor was a teacher for forty years, a choir leader, and the heart of every family gathering. She believed that no one should grieve alone, and she showed it with every pot of soup she carried to a neighbour in mourning. We are raising funds to give her the farewell she deserves and to support the family she leaves behind.',
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
    await createContribution(db, {
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
  return { campaignPath: `/campaign/${DEMO_CAMPAIGN_URL}`, email: DEMO_ORGANIZER_EMAIL, password };
}
