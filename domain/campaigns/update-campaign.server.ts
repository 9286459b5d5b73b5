import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { attachUploads } from '../uploads/attach-uploads.server';
import type { UpdateCampaignInput } from './campaign-schemas';
import { CUSTOM_URL_MESSAGES } from './custom-url';
import { CAMPAIGN_NOT_FOUND, EDIT_ACCESS_DENIED } from './get-campaign-for-edit.server';
import { type EditableCampaign, toEditableCampaign } from './public-campaign';

const taken = () => new ConflictError(CUSTOM_URL_MESSAGES.taken, { customUrl: CUSTOM_URL_MESSAGES.taken });

/** The organizer changes tribute, goal, end date, custom URL, sharing and header image (spec part 1 §2). */
export async function updateCampaign(
  db: Database,
  { campaignId, userId, input }: { campaignId: number; userId: number; input: UpdateCampaignInput },
): Promise<EditableCampaign> {
  const [campaign] = await db
    .select({ organizerId: campaigns.organizerId, isArchived: campaigns.isArchived })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  if (!campaign || campaign.isArchived) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  if (campaign.organizerId !== userId) throw new ForbiddenError(EDIT_ACCESS_DENIED);

  if (input.customUrl) {
    const [clash] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(sql`lower(${campaigns.customUrl}) = ${input.customUrl}`, ne(campaigns.id, campaignId)))
      .limit(1);
    if (clash) throw taken();
  }

  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(campaigns)
        .set({
          tribute: input.tribute,
          ...(input.goal !== undefined && { goal: input.goal === null ? null : input.goal.toFixed(2) }),
          ...(input.customUrl && { customUrl: input.customUrl }),
          ...(input.endDate !== undefined && { endDate: input.endDate }),
          allowSharing: input.allowSharing,
          ...(input.headerImage !== undefined && { headerImage: input.headerImage }),
          updatedAt: new Date(),
        })
        .where(eq(campaigns.id, campaignId))
        .returning();
      await attachUploads(tx as unknown as Database, [input.headerImage]);
      return toEditableCampaign(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
