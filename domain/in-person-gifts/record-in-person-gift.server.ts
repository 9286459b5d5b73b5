import type { Database } from '../../db/client.server';
import { inPersonGifts } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { recordAudit } from '../shared/audit.server';
import { InvalidInputError } from '../shared/errors';
import type { InPersonGiftDependencies } from './in-person-gift-dependencies';
import { auditDetailsOf, inPersonGiftValues } from './in-person-gift-row.server';
import { type InPersonGiftFields, readInPersonGift } from './in-person-gift-rules';

/**
 * The family records one gift handed over in person (issue 34 item 3): the organizer or a recipient session only,
 * not an admin. The gift and its audit row stand or fall together.
 */
export async function recordInPersonGift(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; gift: InPersonGiftFields },
  { campaignChanged, ...origin }: InPersonGiftDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const read = readInPersonGift(input.gift, campaign.campaignCurrency);
  if (!read.ok) {
    const errors = read.errors as Record<string, string>;
    throw new InvalidInputError(Object.values(errors)[0], errors);
  }
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inPersonGifts)
      .values(inPersonGiftValues(campaign.id, read.draft))
      .returning();
    await recordAudit(
      tx,
      {
        action: 'in_person_gift.record',
        entityType: 'in_person_gift',
        entityId: row.id,
        ...auditActorOf(input.actor, campaign),
        details: auditDetailsOf(row),
      },
      origin,
    );
    return row;
  });
  campaignChanged(campaign.id);
  return recorded;
}
