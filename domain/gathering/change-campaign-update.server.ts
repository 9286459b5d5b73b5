import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignUpdates } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { type CampaignUpdate, requireUpdateOfCampaign } from './campaign-updates.server';
import { requireFamilyCampaign } from './family-campaign.server';
import type { CampaignUpdateInput } from './update-schemas';

/**
 * The family corrects an update's words on the page; its photo stays. The e-mails already sent stay as they were;
 * nothing is sent again.
 */
export async function editCampaignUpdate(
  db: Database,
  input: {
    campaignId: number;
    updateId: number;
    actor: CampaignActor;
    update: Pick<CampaignUpdateInput, 'body'>;
  },
  dependencies: { campaignChanged(campaignId: number): void },
): Promise<CampaignUpdate> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const current = await requireUpdateOfCampaign(db, campaign.id, input.updateId);
  const { body } = input.update;
  const [edited] = await db
    .update(campaignUpdates)
    .set({ body })
    .where(eq(campaignUpdates.id, current.id))
    .returning();
  dependencies.campaignChanged(campaign.id);
  return edited;
}

/** The family removes an update from the page. */
export async function deleteCampaignUpdate(
  db: Database,
  input: { campaignId: number; updateId: number; actor: CampaignActor },
  dependencies: { campaignChanged(campaignId: number): void },
): Promise<void> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const update = await requireUpdateOfCampaign(db, campaign.id, input.updateId);
  await db.delete(campaignUpdates).where(eq(campaignUpdates.id, update.id));
  dependencies.campaignChanged(campaign.id);
}
