import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignUpdates } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import { getCampaignStats } from '../campaigns/get-campaign-stats.server';
import type { CampaignActor } from '../campaigns/permissions';
import { storedLocale } from '../shared/locales';
import { firstAnniversaryOf } from './anniversaries';
import { listEventsOfCampaign } from './campaign-events.server';
import { requireFamilyCampaign } from './family-campaign.server';
import { whatsAppShareUrl, whatsAppStatusText } from './whatsapp-status';

/**
 * The family's WhatsApp status (issue 16) as it would be sent now: the kept totals, the campaign's services (at
 * most 20) and its latest update (one row by the campaign/created index), whatever the number of gifts.
 */
export async function getWhatsAppStatus(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; locale?: string },
  dependencies: { baseUrl: string; now?: Date },
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const [stats, events, [latest]] = await Promise.all([
    getCampaignStats(db, campaign.id),
    listEventsOfCampaign(db, campaign.id),
    db
      .select({ body: campaignUpdates.body })
      .from(campaignUpdates)
      .where(eq(campaignUpdates.campaignId, campaign.id))
      .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
      .limit(1),
  ]);
  const walletNumber = campaign.recipientPhone?.trim() || null;
  const text = whatsAppStatusText({
    deceasedName: campaign.deceasedName,
    totalRaised: stats.totalRaised,
    goal: campaign.goal === null ? null : Number(campaign.goal),
    currency: campaign.campaignCurrency,
    contributorCount: stats.contributorCount,
    events,
    pageUrl: `${dependencies.baseUrl}${campaignPathOf(campaign)}`,
    wallet:
      campaign.shareWalletNumber && walletNumber
        ? { phone: walletNumber, recipientName: campaign.recipientName }
        : null,
    latestUpdate: latest?.body ?? null,
    now: dependencies.now ?? new Date(),
    locale: input.locale,
    language: storedLocale(campaign.locale),
  });
  return {
    text,
    whatsappUrl: whatsAppShareUrl(text),
    shareWalletNumber: campaign.shareWalletNumber,
    /** The number the family may choose to share, shown to them beside the choice; null when there is none. */
    walletNumber,
    recipientName: campaign.recipientName,
    /** The first-anniversary e-mail offers to share the page again: whether it is on, and its day (if known). */
    anniversaryEmails: campaign.anniversaryEmails,
    firstAnniversary: campaign.deceasedDateOfPassing
      ? firstAnniversaryOf(campaign.deceasedDateOfPassing)
      : null,
  };
}
