import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { ConflictError, NotFoundError } from '../shared/errors';
import { CAMPAIGN_NOT_FOUND, hasEnded, isVisibleCampaign } from './campaign-rules';

export type Campaign = typeof campaigns.$inferSelect;

export async function requireVisibleCampaign(db: Database, campaignId: number): Promise<Campaign> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign || !isVisibleCampaign(campaign)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return campaign;
}

export async function requireCampaignAcceptingContributions(db: Database, campaignId: number) {
  const campaign = await requireVisibleCampaign(db, campaignId);
  if (hasEnded(campaign)) {
    throw new ConflictError('This campaign has ended and no longer accepts contributions');
  }
  return campaign;
}
