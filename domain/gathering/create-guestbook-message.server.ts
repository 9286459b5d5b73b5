import type { Database } from '../../db/client.server';
import { guestbookMessages } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { attachUploads } from '../uploads/attach-uploads.server';
import { type GuestbookMessageInput, HONEYPOT_FIELD } from './guestbook-schemas';
import { subscribeToUpdates } from './update-subscriptions.server';

/**
 * Signs the guestbook of a campaign anyone may see (issue 16), without giving; with "Send me updates", the writer
 * joins the campaign's updates list in the same transaction. A filled honeypot is a bot: it is answered as a person
 * would be, so it learns nothing, and nothing is stored.
 */
export async function createGuestbookMessage(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; message: GuestbookMessageInput },
  dependencies: { limiters: Limiters; ipAddress: string; campaignChanged(campaignId: number): void },
): Promise<{ campaignId: number; id: number | null }> {
  const campaign = await requireVisibleCampaign(db, input.campaignId, input.actor);
  const { [HONEYPOT_FIELD]: honeypot, email, wantsUpdates, ...message } = input.message;
  await limiterFor(dependencies.limiters, 'guestbookPerIp').consume(dependencies.ipAddress);
  if (honeypot) return { campaignId: campaign.id, id: null };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guestbookMessages)
      .values({ campaignId: campaign.id, ...message })
      .returning({ id: guestbookMessages.id });
    await attachUploads(tx, [message.photo]);
    if (wantsUpdates && email) {
      await subscribeToUpdates(tx, {
        campaignId: campaign.id,
        email,
        name: message.name,
        source: 'guestbook',
      });
    }
    return row.id;
  });
  dependencies.campaignChanged(campaign.id);
  return { campaignId: campaign.id, id };
}
