import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { recordAudit } from '../shared/audit.server';
import { isUniqueViolation } from '../shared/database-errors';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { attachUploads } from '../uploads/attach-uploads.server';
import type { UpdateCampaignInput } from './campaign-schemas';
import { claimCampaignUrl, customUrlTaken } from './campaign-urls.server';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignEditor,
  requireCampaignVisibleTo,
  requireRecipientMayChange,
} from './permissions';
import { type EditableCampaign, toEditableCampaign } from './public-campaign';

export interface CampaignServices {
  /** Told after a change to what the campaign's page shows, so no cached read or rendering outlives it. */
  campaignChanged(campaignId: number): void;
}

/** A change by the organizer or the recipient: audited with where it came from. */
export interface CampaignChangeDependencies extends CampaignServices {
  ipAddress: string;
  userAgent?: string;
}

/** An edit may reserve a new custom address, which is limited per organizer. */
export interface CampaignEditDependencies extends CampaignChangeDependencies {
  limiters: Limiters;
}

/**
 * The organizer (or the recipient, within `requireRecipientMayChange`) changes tribute, goal, end date, custom URL, sharing, header image, and who is remembered and who
 * receives (spec part 1 §2; issue 11 item 4 leaves where the money goes to its own, guarded change). Visitors
 * see the change at once: the page's shared reads and renderings are dropped here, whoever called.
 */
export async function updateCampaign(
  db: Database,
  { campaignId, actor, input }: { campaignId: number; actor: CampaignActor; input: UpdateCampaignInput },
  services: CampaignEditDependencies,
): Promise<EditableCampaign> {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      organizerId: campaigns.organizerId,
      isArchived: campaigns.isArchived,
      recipientName: campaigns.recipientName,
      endDate: campaigns.endDate,
      organizerRelationship: campaigns.organizerRelationship,
      consentDisplayNames: campaigns.consentDisplayNames,
      locale: campaigns.locale,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  const role = requireCampaignEditor(actor, requireCampaignVisibleTo(actor, campaign));
  if (role === 'recipient') requireRecipientMayChange(campaign, input);

  try {
    const updated = await db.transaction(async (tx) => {
      if (input.customUrl) {
        const [current] = await tx
          .select({ customUrl: campaigns.customUrl })
          .from(campaigns)
          .where(eq(campaigns.id, campaignId))
          .for('update');
        if (current.customUrl.toLowerCase() !== input.customUrl.toLowerCase()) {
          await limiterFor(services.limiters, 'customUrlChangesPerOrganizer').consume(
            String(campaign.organizerId),
          );
          // The old address keeps answering (a redirect) and stays this campaign's: shared links never break.
          await claimCampaignUrl(tx as unknown as Database, campaignId, current.customUrl);
          await claimCampaignUrl(tx as unknown as Database, campaignId, input.customUrl);
        }
      }
      const [updated] = await tx
        .update(campaigns)
        .set({
          tribute: input.tribute,
          ...(input.goal !== undefined && { goal: input.goal === null ? null : input.goal.toFixed(2) }),
          ...(input.customUrl && { customUrl: input.customUrl }),
          ...(input.endDate !== undefined && { endDate: input.endDate }),
          allowSharing: input.allowSharing,
          ...(input.headerImage !== undefined && { headerImage: input.headerImage }),
          ...(input.deceasedName !== undefined && { deceasedName: input.deceasedName }),
          ...(input.deceasedDateOfPassing !== undefined && {
            deceasedDateOfPassing: input.deceasedDateOfPassing,
          }),
          ...(input.deceasedBirthYear !== undefined && { deceasedYearOfBirth: input.deceasedBirthYear }),
          ...(input.deceasedLocation !== undefined && { deceasedLocation: input.deceasedLocation }),
          ...(input.photoUrl !== undefined && { deceasedPhoto: input.photoUrl }),
          ...(input.recipientName !== undefined && { recipientName: input.recipientName }),
          ...(input.recipientRelationship !== undefined && {
            recipientRelationship: input.recipientRelationship,
          }),
          ...(input.organizerRelationship !== undefined && {
            organizerRelationship: input.organizerRelationship,
          }),
          ...(input.consentDisplayNames !== undefined && { consentDisplayNames: input.consentDisplayNames }),
          ...(input.locale !== undefined && { locale: input.locale }),
          updatedAt: new Date(),
        })
        .where(eq(campaigns.id, campaignId))
        .returning();
      await attachUploads(tx as unknown as Database, [input.headerImage, input.photoUrl]);
      // Which fields were sent, not their words: the page itself keeps those.
      await recordAudit(
        tx,
        {
          action: 'campaign.update',
          entityType: 'campaign',
          entityId: campaignId,
          ...auditActorOf(actor, campaign),
          details: {
            fields: Object.keys(input).filter((field) => input[field as keyof typeof input] !== undefined),
          },
        },
        { ipAddress: services.ipAddress, userAgent: services.userAgent },
      );
      return toEditableCampaign(updated);
    });
    services.campaignChanged(campaignId);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw customUrlTaken();
    throw error;
  }
}
