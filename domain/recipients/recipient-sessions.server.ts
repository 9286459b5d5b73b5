import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { recipientAccess, recipientSessions } from '../../db/schema';
import type { RecipientSession } from '../campaigns/permissions';
import { createRandomToken, hashToken } from '../shared/tokens.server';

/** Starts a recipient session for a validated access record; returns the token for the cookie (only its hash is kept). */
export async function createRecipientSession(db: Database, recipientAccessId: number): Promise<string> {
  const token = createRandomToken();
  await db.insert(recipientSessions).values({ tokenHash: hashToken(token), recipientAccessId });
  return token;
}

/** The session's campaign, while its access code is active and unexpired; null once it was revoked or expired. */
export async function getRecipientSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<(RecipientSession & { expiresAt: Date }) | null> {
  const [row] = await db
    .select({
      accessId: recipientAccess.id,
      campaignId: recipientAccess.campaignId,
      expiresAt: recipientAccess.expiresAt,
    })
    .from(recipientSessions)
    .innerJoin(recipientAccess, eq(recipientAccess.id, recipientSessions.recipientAccessId))
    .where(
      and(
        eq(recipientSessions.tokenHash, hashToken(token)),
        eq(recipientAccess.isActive, true),
        gt(recipientAccess.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteRecipientSession(db: Database, token: string): Promise<void> {
  await db.delete(recipientSessions).where(eq(recipientSessions.tokenHash, hashToken(token)));
}
