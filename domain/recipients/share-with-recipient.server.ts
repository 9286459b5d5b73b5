import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, recipientAccess } from '../../db/schema';
import { campaignPathOf } from '../campaigns/campaign-rules';
import {
  auditActorOf,
  type CampaignActor,
  requireCampaignOrganizer,
  requireCampaignVisibleTo,
} from '../campaigns/permissions';
import { recordAudit } from '../shared/audit.server';
import { ConflictError } from '../shared/errors';
import { storedLocale } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { hashToken } from '../shared/tokens.server';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_LIFETIME_MS,
  formatAccessCode,
  phoneInE164,
} from './access-codes';
import { recipientAccessMessage, whatsAppMessageUrl } from './recipient-access-message';
import type { RecipientAccessShare } from './recipient-access-schema';
import { revokeRecipientAccess } from './revoke-recipient-access.server';

export const RECIPIENT_PHONE_UNREADABLE = refusalKey('refusal_recipient_phone_unreadable');

function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i += 1)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/**
 * The organizer gives the nominated recipient their own way in (spec part 2 §2, issue 13 item 1): a new code, valid
 * 30 days, bound to the recipient's phone. Any earlier code is revoked in the same transaction (and with it every
 * session it opened). Only the code's hash is stored; the code itself is in this answer and nowhere else.
 */
export async function shareWithRecipient(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
  { baseUrl, ipAddress, userAgent }: { baseUrl: string; ipAddress: string; userAgent?: string },
  now = new Date(),
): Promise<RecipientAccessShare> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    const campaign = requireCampaignVisibleTo(actor, found);
    requireCampaignOrganizer(actor, campaign);
    const recipientPhone =
      campaign.recipientPhone && phoneInE164(campaign.recipientPhone, campaign.recipientCountry);
    if (!recipientPhone) throw new ConflictError(RECIPIENT_PHONE_UNREADABLE);

    const revokedAccessIds = await revokeRecipientAccess(
      tx,
      { campaignId: campaign.id, reason: 'shared_again', actor: auditActorOf(actor, campaign) },
      { ipAddress, userAgent },
    );
    const accessCode = newAccessCode();
    const expiresAt = new Date(now.getTime() + ACCESS_CODE_LIFETIME_MS);
    const [created] = await tx
      .insert(recipientAccess)
      .values({ campaignId: campaign.id, recipientPhone, accessCode: hashToken(accessCode), expiresAt })
      .returning({ id: recipientAccess.id });
    await recordAudit(
      tx,
      {
        action: 'recipient_access.share',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(actor, campaign),
        details: { recipientAccessId: created.id, revokedAccessIds },
      },
      { ipAddress, userAgent },
    );

    const shownCode = formatAccessCode(accessCode);
    // The private link fills in the code, never the phone: the code alone opens nothing.
    const accessUrl = `${baseUrl}/recipient-access?code=${shownCode}`;
    const publicCampaignUrl = `${baseUrl}${campaignPathOf(campaign)}`;
    const message = recipientAccessMessage(storedLocale(campaign.locale), {
      recipientName: campaign.recipientName,
      deceasedName: campaign.deceasedName,
      accessCode: shownCode,
      accessUrl,
      publicCampaignUrl,
    });
    return {
      accessCode: shownCode,
      accessUrl,
      publicCampaignUrl,
      whatsappUrl: whatsAppMessageUrl(recipientPhone, message),
      message,
      expiresAt: expiresAt.toISOString(),
      replacedEarlierCode: revokedAccessIds.length > 0,
    };
  });
}
