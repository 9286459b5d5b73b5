import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { recipientAccess, recipientSessions } from '../../db/schema';
import type { RecipientSession } from '../campaigns/permissions';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
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

/**
 * The recipient signs out (issue 33 item 3: a phone may be shared): the session row goes, so the cookie grants
 * nothing even if a copy of it is kept. Audited, as every change of access is.
 */
export async function endRecipientSession(
  db: Database,
  { token, session }: { token: string; session: RecipientSession | null },
  origin: AuditOrigin,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(recipientSessions)
      .where(eq(recipientSessions.tokenHash, hashToken(token)))
      .returning({ tokenHash: recipientSessions.tokenHash });
    if (ended.length === 0 || !session) return;
    await recordAudit(
      tx,
      {
        action: 'recipient.sign_out',
        entityType: 'recipient_access',
        entityId: session.accessId,
        recipientAccessId: session.accessId,
        details: { campaignId: session.campaignId },
      },
      origin,
    );
  });
}
