import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, contributions } from '../../db/schema';
import { type CampaignActor, canManageCampaign } from '../campaigns/permissions';
import { NotFoundError, UnauthorizedError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export const CONTRIBUTION_NOT_FOUND = refusalKey('refusal_contribution_not_found');

/**
 * A contribution that `actor` may act on as its campaign's organizer, recipient or admin, or one answer for every
 * other case: 401 to someone with neither a sign-in nor a recipient session (before any lookup), otherwise 404 whether the id does not exist, belongs to a campaign
 * they do not manage (archived or not: its managers still see an archived campaign). A stranger cannot tell ids apart; only a manager learns more (its kind).
 */
export async function requireManagedContribution(
  db: Database,
  { contributionId, actor }: { contributionId: number; actor: CampaignActor },
) {
  if (!actor.user && !actor.recipient) throw new UnauthorizedError();
  const [found] = await db
    .select({ contribution: contributions, campaign: campaigns })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(eq(contributions.id, contributionId))
    .limit(1);
  if (!found || !canManageCampaign(actor, found.campaign)) {
    throw new NotFoundError(CONTRIBUTION_NOT_FOUND);
  }
  return { ...found, actor };
}
