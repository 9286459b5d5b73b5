import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { inPersonGifts } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { recordAudit } from '../shared/audit.server';
import { NotFoundError } from '../shared/errors';
import type { InPersonGiftDependencies } from './in-person-gift-dependencies';
import { auditDetailsOf } from './in-person-gift-row.server';
import { IN_PERSON_GIFT_NOT_FOUND } from './in-person-gift-rules';

/**
 * The family removes a gift recorded by mistake (a line typed twice, a file imported twice). The row goes, and the
 * audit row keeps everything it said (docs/decisions/033): no money moved through Pamoja, so there is no ledger to
 * keep whole, and a removed line left in the table would have to be filtered out of every reading of the figure.
 */
export async function removeInPersonGift(
  db: Database,
  input: { campaignId: number; giftId: number; actor: CampaignActor },
  { campaignChanged, ...origin }: InPersonGiftDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(inPersonGifts)
      .where(and(eq(inPersonGifts.id, input.giftId), eq(inPersonGifts.campaignId, campaign.id)))
      .returning();
    if (!removed) throw new NotFoundError(IN_PERSON_GIFT_NOT_FOUND);
    await recordAudit(
      tx,
      {
        action: 'in_person_gift.remove',
        entityType: 'in_person_gift',
        entityId: removed.id,
        ...auditActorOf(input.actor, campaign),
        details: { ...auditDetailsOf(removed), recordedAt: removed.createdAt.toISOString() },
      },
      origin,
    );
  });
  campaignChanged(campaign.id);
}
