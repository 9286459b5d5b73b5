import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { requireFamilyCampaign } from './family-campaign.server';
import type { ShareWalletNumberChoice } from './whatsapp-status-schemas';

export const NO_WALLET_NUMBER = refusalKey('share_error_no_wallet');

/** The family allows (or stops) the WhatsApp text giving the recipient's mobile-money number; audited. */
export async function updateShareWalletNumber(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; choice: ShareWalletNumberChoice },
  dependencies: { ipAddress?: string; userAgent?: string },
): Promise<{ shareWalletNumber: boolean }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const { shareWalletNumber } = input.choice;
  if (shareWalletNumber && !campaign.recipientPhone?.trim()) throw new ConflictError(NO_WALLET_NUMBER);
  await db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ shareWalletNumber, updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    await recordAudit(
      tx,
      {
        action: 'campaign.share_wallet_number',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(input.actor, campaign),
        details: { shareWalletNumber },
      },
      dependencies,
    );
  });
  return { shareWalletNumber };
}
