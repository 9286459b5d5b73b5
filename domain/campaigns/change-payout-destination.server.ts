import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, payoutSchedule } from '../../db/schema';
import { revokeRecipientAccess } from '../recipients/revoke-recipient-access.server';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import { storedLocale } from '../shared/locales';
import {
  type DestinationChangeResult,
  destinationChangeNotice,
  PAYOUT_ALREADY_REQUESTED_MESSAGE,
  type PayoutDestination,
} from './payout-destination';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignOrganizer,
  requireCampaignVisibleTo,
} from './permissions';
import type { CampaignChangeDependencies } from './update-campaign.server';

export interface PayoutDestinationChange {
  campaignId: number;
  actor: CampaignActor;
  destination: PayoutDestination;
}

/**
 * The organizer changes the recipient's phone, country or payout method. Refused once any payout has been
 * requested (from then on only a nominee-change request may move the money); otherwise stored with an audit
 * entry, every recipient access code and session ended, in one transaction, and answered with the notice the
 * organizer must send to the former number.
 */
export async function changePayoutDestination(
  db: Database,
  { campaignId, actor, destination }: PayoutDestinationChange,
  { campaignChanged, ipAddress, userAgent }: CampaignChangeDependencies,
): Promise<DestinationChangeResult> {
  const result = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    const campaign = requireCampaignVisibleTo(actor, found);
    requireCampaignOrganizer(actor, campaign);
    const [payout] = await tx
      .select({ id: payoutSchedule.id })
      .from(payoutSchedule)
      .where(eq(payoutSchedule.campaignId, campaignId))
      .limit(1);
    if (payout) throw new ConflictError(PAYOUT_ALREADY_REQUESTED_MESSAGE);

    const before: PayoutDestination = {
      recipientCountry: campaign.recipientCountry,
      recipientPhone: campaign.recipientPhone ?? '',
      recipientPayoutMethod: (campaign.recipientPayoutMethod ??
        '') as PayoutDestination['recipientPayoutMethod'],
    };
    const unchanged = (Object.keys(destination) as Array<keyof PayoutDestination>).every(
      (field) => before[field] === destination[field],
    );
    if (unchanged) return { changed: false as const };

    await tx
      .update(campaigns)
      .set({ ...destination, updatedAt: new Date() })
      .where(eq(campaigns.id, campaignId));
    await recordAudit(
      tx,
      {
        action: 'campaign.payout_destination_change',
        entityType: 'campaign',
        entityId: campaignId,
        userId: actor.user?.id ?? null,
        details: { before, after: destination },
      },
      { ipAddress, userAgent },
    );
    // The money no longer goes where the old code was given: its holder, and every phone signed in with it,
    // lose the recipient's access now. The organizer shares again with whoever receives from here on.
    const revokedAccessIds = await revokeRecipientAccess(
      tx,
      { campaignId, reason: 'payout_destination_changed', actor: auditActorOf(actor, campaign) },
      { ipAddress, userAgent },
    );
    // In the campaign's language: the recipient chose none of their own.
    const notice = destinationChangeNotice(storedLocale(campaign.locale), {
      deceasedName: campaign.deceasedName,
      recipientName: campaign.recipientName,
      organizerName: campaign.organizerName,
      before,
      after: destination,
    });
    return { changed: true as const, notice, recipientAccessEnded: revokedAccessIds.length > 0 };
  });
  if (result.changed) campaignChanged(campaignId);
  return result;
}
