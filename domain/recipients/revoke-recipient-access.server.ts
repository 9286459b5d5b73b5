import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { recipientAccess, recipientSessions } from '../../db/schema';
import { type AuditEntry, type AuditOrigin, recordAudit } from '../shared/audit.server';

/** Why the recipient's way in was ended, as the audit log names it. */
export type RecipientAccessRevocation =
  | 'shared_again'
  | 'payout_destination_changed'
  | 'nominee_change_approved';

/**
 * Ends every active access code of a campaign and deletes every recipient session they opened, audited, in the
 * caller's transaction (issue 31 item 4): whoever held the old code or sat on a phone signed in with it is out
 * at once, not when the code would have expired. Returns the ended access records.
 */
export async function revokeRecipientAccess(
  tx: Pick<Database, 'insert' | 'update' | 'delete'>,
  {
    campaignId,
    reason,
    actor,
  }: {
    campaignId: number;
    reason: RecipientAccessRevocation;
    actor: Pick<AuditEntry, 'userId' | 'adminId' | 'recipientAccessId'>;
  },
  origin: AuditOrigin,
): Promise<number[]> {
  const revoked = await tx
    .update(recipientAccess)
    .set({ isActive: false })
    .where(and(eq(recipientAccess.campaignId, campaignId), eq(recipientAccess.isActive, true)))
    .returning({ id: recipientAccess.id });
  const revokedAccessIds = revoked.map((row) => row.id);
  if (revokedAccessIds.length === 0) return revokedAccessIds;
  const endedSessions = await tx
    .delete(recipientSessions)
    .where(inArray(recipientSessions.recipientAccessId, revokedAccessIds))
    .returning({ recipientAccessId: recipientSessions.recipientAccessId });
  await recordAudit(
    tx,
    {
      action: 'recipient_access.revoke',
      entityType: 'campaign',
      entityId: campaignId,
      ...actor,
      details: { reason, revokedAccessIds, endedSessions: endedSessions.length },
    },
    origin,
  );
  return revokedAccessIds;
}
