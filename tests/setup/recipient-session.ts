import type { Database } from '../../db/client.server';
import { recipientAccess } from '../../db/schema';
import { createRecipientSession } from '../../domain/recipients/recipient-sessions.server';
import { hashToken } from '../../domain/shared/tokens.server';
import { RECIPIENT_SESSION_COOKIE } from '../../server/http/session-cookie';

/** The Cookie header of a live recipient session for the campaign (what /recipient-access would set). */
export async function recipientSessionCookie(
  db: Database,
  campaign: { id: number; recipientPhone: string | null },
): Promise<string> {
  const [access] = await db
    .insert(recipientAccess)
    .values({
      campaignId: campaign.id,
      recipientPhone: campaign.recipientPhone ?? '+254722000111',
      accessCode: hashToken(`code-${campaign.id}-${Math.random()}`),
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    })
    .returning();
  return `${RECIPIENT_SESSION_COOKIE}=${await createRecipientSession(db, access.id)}`;
}
