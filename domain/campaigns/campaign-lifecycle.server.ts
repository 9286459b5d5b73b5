import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import type { CampaignRow } from './get-campaign.server';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignOrganizer,
  requireCampaignVisibleTo,
} from './permissions';
import { type PublicCampaign, toPublicCampaign } from './public-campaign';
import type { CampaignServices } from './update-campaign.server';

export interface LifecycleInput {
  campaignId: number;
  actor: CampaignActor;
}

export interface LifecycleDependencies extends CampaignServices {
  ipAddress: string;
  userAgent?: string;
}

interface LifecycleChange {
  /** audit_log.action, e.g. "campaign.end". */
  action: string;
  /** Why this change cannot be made to the campaign as it is now (a 409), or null when it can. */
  refusalFor(campaign: CampaignRow): string | null;
  /** The columns to set. */
  change(now: Date): Partial<typeof campaigns.$inferInsert>;
}

/**
 * One step of a campaign's life (end, archive, restore), the organizer's alone: the row is locked, the step
 * checked against its current state, made and audited in one transaction; then every shared read and rendering
 * of the page is dropped, so no visitor is shown the campaign as it was.
 */
export async function changeCampaignLifecycle(
  db: Database,
  { campaignId, actor }: LifecycleInput,
  { campaignChanged, ipAddress, userAgent }: LifecycleDependencies,
  { action, refusalFor, change }: LifecycleChange,
): Promise<PublicCampaign> {
  const updated = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    const campaign = requireCampaignVisibleTo(actor, found);
    requireCampaignOrganizer(actor, campaign);
    const refusal = refusalFor(campaign);
    if (refusal) throw new ConflictError(refusal);
    const now = new Date();
    const [row] = await tx
      .update(campaigns)
      .set({ ...change(now), updatedAt: now })
      .where(eq(campaigns.id, campaignId))
      .returning();
    await recordAudit(
      tx,
      {
        action,
        entityType: 'campaign',
        entityId: campaignId,
        ...auditActorOf(actor, campaign),
        details: { isArchived: row.isArchived, endedAt: row.endedAt?.toISOString() ?? null },
      },
      { ipAddress, userAgent },
    );
    return row;
  });
  campaignChanged(campaignId);
  return toPublicCampaign(updated);
}
