import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { ConflictError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { hasEnded, isPaused } from './campaign-rules';
import { notDeleted } from './get-campaign.server';
import { type CampaignActor, NO_ACTOR, requireCampaignVisibleTo } from './permissions';

export type Campaign = typeof campaigns.$inferSelect;

/** The campaign, when `actor` may see it (`canSeeCampaign`); otherwise 404, as for an unknown id. */
export async function requireVisibleCampaign(
  db: Database,
  campaignId: number,
  actor: CampaignActor,
): Promise<Campaign> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), notDeleted))
    .limit(1);
  return requireCampaignVisibleTo(actor, campaign);
}

export const CAMPAIGN_ENDED_MESSAGE = refusalKey('refusal_campaign_ended');
export const CAMPAIGN_PAUSED_MESSAGE = refusalKey('refusal_campaign_paused');

/**
 * The door of every new gift (card intents, mobile wallet gifts). Gifts come from the public, so an archived
 * campaign is not there for anyone (404); an ended or paused one says so (409, code `paused` for a pause). A card
 * payment started before the end or the pause is still recorded when it succeeds (recordCardPayment does not come
 * through here): money taken is never lost.
 */
export async function requireCampaignAcceptingContributions(db: Database, campaignId: number) {
  const campaign = await requireVisibleCampaign(db, campaignId, NO_ACTOR);
  if (isPaused(campaign)) throw new ConflictError(CAMPAIGN_PAUSED_MESSAGE, undefined, 'paused');
  if (hasEnded(campaign)) throw new ConflictError(CAMPAIGN_ENDED_MESSAGE);
  return campaign;
}
