import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/campaign-rules';
import { getCampaignMoneyHeld } from '../payouts/campaign-money-held.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { ConflictError, InvalidInputError, NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export const DELETE_CAMPAIGN_MESSAGES = {
  alreadyDeleted: refusalKey('admin_refusal_campaign_deleted'),
  moneyHeld: refusalKey('admin_refusal_money_held'),
  paymentInFlight: refusalKey('admin_refusal_payment_in_flight'),
  confirmation: refusalKey('admin_refusal_delete_confirmation'),
};

export interface DeleteCampaignInput {
  admin: CurrentUser;
  campaignId: number;
  /** What the admin typed to confirm (the dashboard asks for the campaign's address); the API has no body. */
  confirmation?: string;
}

/**
 * An admin deletes a campaign (decision 012): it leaves the public, the family's lists and every lookup at once,
 * while its row, contributions, payouts and audit trail stay for the financial record, and its addresses stay
 * reserved so an old link never opens someone else's page. Refused while the campaign holds card money not yet
 * paid out: deleting must never strand a family's gifts.
 */
export async function deleteCampaign(
  db: Database,
  { admin, campaignId, confirmation }: DeleteCampaignInput,
  dependencies: AuditOrigin & { campaignChanged(campaignId: number): void; now?: Date },
) {
  const now = dependencies.now ?? new Date();
  const deleted = await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    if (campaign.deletedAt) throw new ConflictError(DELETE_CAMPAIGN_MESSAGES.alreadyDeleted);
    if (
      confirmation !== undefined &&
      confirmation.trim().toLowerCase() !== campaign.customUrl.toLowerCase()
    ) {
      throw new InvalidInputError(DELETE_CAMPAIGN_MESSAGES.confirmation, {
        confirmation: DELETE_CAMPAIGN_MESSAGES.confirmation,
      });
    }
    const held = await getCampaignMoneyHeld(tx, campaign);
    if (held === 'in_flight') throw new ConflictError(DELETE_CAMPAIGN_MESSAGES.paymentInFlight);
    if (held === 'owed') throw new ConflictError(DELETE_CAMPAIGN_MESSAGES.moneyHeld);
    await tx
      .update(campaigns)
      .set({ deletedAt: now, isActive: false, updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    await recordAudit(
      tx,
      {
        action: 'admin.campaign_delete',
        entityType: 'campaign',
        entityId: campaign.id,
        adminId: admin.id,
        details: {
          customUrl: campaign.customUrl,
          deceasedName: campaign.deceasedName,
          organizerId: campaign.organizerId,
        },
      },
      dependencies,
    );
    return { id: campaign.id, deletedAt: now.toISOString() };
  });
  dependencies.campaignChanged(campaignId);
  return { campaign: deleted };
}
