import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { auditLog, campaigns, payoutSchedule } from '../../db/schema';
import { createCampaign, createUser } from '../../seed/factories';
import { createTestDatabase } from '../../tests/setup/test-database';
import { isDomainError } from '../shared/errors';
import { changePayoutDestination } from './change-payout-destination.server';
import { PAYOUT_ALREADY_REQUESTED_MESSAGE, payoutDestinationSchema } from './payout-destination';
import { userActor } from './permissions';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const newDestination = payoutDestinationSchema.parse({
  recipientCountry: 'KE',
  recipientPhone: '+254 733 444555',
  recipientPayoutMethod: 'bank_transfer',
});

async function campaignWithRecipient() {
  const organizer = await createUser(database.db);
  const campaign = await createCampaign(database.db, {
    organizerId: organizer.id,
    organizerName: 'Wanjiru Kamau',
    deceasedName: 'Joseph Kamau',
    recipientName: 'Grace Kamau',
    recipientCountry: 'KE',
    recipientPhone: '+254 722 000111',
    recipientPayoutMethod: 'mobile_money',
  });
  const changed: number[] = [];
  const dependencies = { campaignChanged: (id: number) => changed.push(id), ipAddress: '203.0.113.5' };
  return { organizer, campaign, changed, dependencies };
}

const auditOf = (campaignId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'campaign'), eq(auditLog.entityId, campaignId)));

/** Issue 11 item 4: where the money goes changes only in the open, recorded and told to the recipient. */
describe('changing where the money goes', () => {
  it('when the organizer changes the phone and method, then it is stored, audited and a notice to the former number is ready', async () => {
    const { organizer, campaign, changed, dependencies } = await campaignWithRecipient();
    const result = await changePayoutDestination(
      database.db,
      { campaignId: campaign.id, actor: userActor(organizer), destination: newDestination },
      dependencies,
    );
    expect(result.changed).toBe(true);
    if (!result.changed) return;
    expect(result.notice.whatsappUrl.startsWith('https://wa.me/254722000111?text=')).toBe(true);
    expect(result.notice.text).toContain('Hello Grace, this is Wanjiru Kamau.');
    expect(result.notice.text).toContain('any access code sent to you for the page no longer works');
    expect(result.notice.text).toContain(
      'from Mobile money to +254 722 000111 to Bank transfer to +254 733 444555',
    );

    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored).toMatchObject(newDestination);
    const [entry] = await auditOf(campaign.id);
    expect(entry).toMatchObject({
      action: 'campaign.payout_destination_change',
      userId: organizer.id,
      ipAddress: '203.0.113.5',
      details: {
        before: {
          recipientPhone: '+254 722 000111',
          recipientPayoutMethod: 'mobile_money',
          recipientCountry: 'KE',
        },
        after: newDestination,
      },
    });
    expect(changed).toEqual([campaign.id]);
  });

  it('when nothing differs, then nothing is written or announced', async () => {
    const { organizer, campaign, changed, dependencies } = await campaignWithRecipient();
    const same = payoutDestinationSchema.parse({
      recipientCountry: 'KE',
      recipientPhone: '+254 722 000111',
      recipientPayoutMethod: 'mobile_money',
    });
    const result = await changePayoutDestination(
      database.db,
      { campaignId: campaign.id, actor: userActor(organizer), destination: same },
      dependencies,
    );
    expect(result).toEqual({ changed: false });
    expect(await auditOf(campaign.id)).toHaveLength(0);
    expect(changed).toEqual([]);
  });

  it('when someone other than the organizer tries, then it is forbidden and nothing changes', async () => {
    const { campaign, dependencies } = await campaignWithRecipient();
    const stranger = await createUser(database.db);
    const refused = await changePayoutDestination(
      database.db,
      { campaignId: campaign.id, actor: userActor(stranger), destination: newDestination },
      dependencies,
    ).catch((error: unknown) => error);
    expect(isDomainError(refused, 'forbidden')).toBe(true);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.recipientPhone).toBe('+254 722 000111');
    expect(await auditOf(campaign.id)).toHaveLength(0);
  });

  it('when a payout has been requested, then the change is refused and nothing is written', async () => {
    const { organizer, campaign, dependencies } = await campaignWithRecipient();
    await database.db
      .insert(payoutSchedule)
      .values({ campaignId: campaign.id, campaignName: 'Joseph Kamau' });
    const refused = await changePayoutDestination(
      database.db,
      { campaignId: campaign.id, actor: userActor(organizer), destination: newDestination },
      dependencies,
    ).catch((error: unknown) => error);
    expect(isDomainError(refused, 'conflict')).toBe(true);
    expect((refused as Error).message).toBe(PAYOUT_ALREADY_REQUESTED_MESSAGE);
    const [stored] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(stored.recipientPayoutMethod).toBe('mobile_money');
    expect(await auditOf(campaign.id)).toHaveLength(0);
  });

  it.each([
    [{ recipientPhone: 'call me' }, 'recipientPhone'],
    [{ recipientCountry: 'XX' }, 'recipientCountry'],
    [{ recipientPayoutMethod: 'gold_bars' }, 'recipientPayoutMethod'],
  ])('when %j is sent, then it is refused on that field', (change, field) => {
    const parsed = payoutDestinationSchema.safeParse({ ...newDestination, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
