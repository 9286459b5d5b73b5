import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.server';
import { campaigns, campaignUrls, contributions, users } from '../db/schema';
import { hashPassword } from '../domain/accounts/passwords.server';
import { calculateCardFees, feesAsDecimalStrings } from '../domain/payments/fees';
import { fromDecimalString } from '../domain/shared/money';

/** Shared by the demo seed and the tests: rows that satisfy every constraint, with overridable fields. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { plainPassword?: string } = {},
) {
  const { plainPassword, ...fields } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.com`,
      firstName: 'Test',
      lastName: `User ${suffix}`,
      username: `Test User ${suffix}`,
      country: 'ZA',
      phone: '+27820000000',
      emailVerified: true,
      ...fields,
      password: plainPassword ? await hashPassword(plainPassword) : (fields.password ?? null),
    })
    .returning();
  return user;
}

export async function createCampaign(
  db: Database,
  overrides: Partial<typeof campaigns.$inferInsert> & { organizerId: number },
) {
  const suffix = randomBytes(4).toString('hex');
  const [campaign] = await db
    .insert(campaigns)
    .values({
      organizerName: 'Test Organizer',
      organizerEmail: `organizer-${suffix}@example.com`,
      deceasedName: 'Test Person',
      recipientName: 'Test Recipient',
      recipientCountry: 'ZA',
      recipientPhone: '+27821111111',
      recipientPayoutMethod: 'mobile_money',
      campaignCurrency: 'ZAR',
      customUrl: `rip-test-${suffix}`,
      tribute: 'A life of kindness, remembered by everyone who knew them.',
      consentDisplayNames: true,
      ...overrides,
    })
    .returning();
  await db.insert(campaignUrls).values({ customUrl: campaign.customUrl, campaignId: campaign.id });
  return campaign;
}

export async function createContribution(
  db: Database,
  overrides: Partial<typeof contributions.$inferInsert> & { campaignId: number },
) {
  const values = {
    contributorName: 'Test Contributor',
    contributorEmail: 'contributor@example.com',
    contributorRelationship: 'Friend',
    amount: '100.00',
    currency: 'ZAR',
    paymentStatus: 'succeeded',
    paymentMethod: 'card',
    ...overrides,
  };
  // A wallet gift reaches the family whole, as createMobileWalletContribution stores it.
  if (values.paymentMethod === 'mobile_wallet') values.payoutAmount ??= values.amount;
  const [contribution] = await db.insert(contributions).values(values).returning();
  return contribution;
}

/**
 * A paid card gift with its fees stored the way a real one's are: the amount's fees computed by calculateCardFees,
 * as startCardContribution stores them, so the ledger's fees and the amount to be paid are the real ones.
 */
export async function createCardContribution(
  db: Database,
  overrides: Omit<
    Partial<typeof contributions.$inferInsert>,
    'platformFee' | 'processingFee' | 'revenue' | 'payoutAmount'
  > & {
    campaignId: number;
    amount: string;
    currency: string;
  },
) {
  const fees = calculateCardFees(fromDecimalString(overrides.amount, overrides.currency), overrides.currency);
  return createContribution(db, {
    ...overrides,
    ...feesAsDecimalStrings(fees, overrides.currency),
    paymentMethod: 'card',
  });
}

/** Many contributions in one statement (the benchmark's 1,000); `overridesFor(index)` varies each row. */
export async function createContributions(
  db: Database,
  campaignId: number,
  count: number,
  overridesFor: (index: number) => Partial<typeof contributions.$inferInsert> = () => ({}),
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    campaignId,
    contributorName: 'Test Contributor',
    contributorEmail: `contributor${index}@example.com`,
    contributorRelationship: 'Friend',
    amount: '100.00',
    currency: 'ZAR',
    paymentStatus: 'succeeded',
    paymentMethod: 'card',
    ...overridesFor(index),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(contributions).values(rows.slice(start, start + 500));
  }
}
