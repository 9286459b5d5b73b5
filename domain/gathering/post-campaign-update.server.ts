import type { Database } from '../../db/client.server';
import { campaignUpdates } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import type { Mailer } from '../notifications/send-email.server';
import { attachUploads } from '../uploads/attach-uploads.server';
import type { CampaignUpdate } from './campaign-updates.server';
import { requireFamilyCampaign } from './family-campaign.server';
import { queueUpdateEmails } from './update-emails.server';
import type { CampaignUpdateInput } from './update-schemas';

/**
 * The family posts an update: it joins the page's timeline and, in the same transaction, one e-mail per subscriber
 * is queued, so an update is never kept without its e-mails, nor e-mailed without being kept. It is signed with the
 * name the page gives the poster: the organizer's, or the recipient's for a recipient session.
 */
export async function postCampaignUpdate(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; update: CampaignUpdateInput },
  dependencies: {
    mailer: Pick<Mailer, 'deliverSoon'>;
    baseUrl: string;
    campaignChanged(campaignId: number): void;
  },
): Promise<CampaignUpdate> {
  const { campaign, role } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const { body, photo } = input.update;
  const posted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaignUpdates)
      .values({
        campaignId: campaign.id,
        body,
        photo,
        postedByName: role === 'organizer' ? campaign.organizerName : campaign.recipientName,
        postedByRole: role,
      })
      .returning();
    await attachUploads(tx, [photo]);
    await queueUpdateEmails(tx, { baseUrl: dependencies.baseUrl, campaign, update: row });
    return row;
  });
  dependencies.mailer.deliverSoon();
  dependencies.campaignChanged(campaign.id);
  return posted;
}
