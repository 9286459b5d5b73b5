import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { NotFoundError } from '../shared/errors';

/** The payment screenshot a contributor attached, for the organizer checking it (never public). */
export async function getWalletScreenshot(
  db: Database,
  { contributionId, user }: { contributionId: number; user: CurrentUser | null },
): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await db
    .select({ campaignId: contributions.campaignId, screenshot: contributions.screenshot })
    .from(contributions)
    .where(eq(contributions.id, contributionId))
    .limit(1);
  if (!row) throw new NotFoundError('Contribution not found');
  requireCampaignManager(user, await requireVisibleCampaign(db, row.campaignId));
  const match = row.screenshot ? /^data:(image\/webp);base64,(.+)$/.exec(row.screenshot) : null;
  if (!match) throw new NotFoundError('No screenshot was attached');
  return { contentType: match[1], bytes: Buffer.from(match[2], 'base64') };
}
