import type { Database } from '../../db/client.server';
import { auditLog } from '../../db/schema';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt' | 'ipAddress' | 'userAgent'>;

/** Where a change came from: the request's address and browser (neither for a webhook or a script). */
export interface AuditOrigin {
  ipAddress?: string;
  userAgent?: string;
}

/**
 * One row of audit_log. Pass the transaction of the change it records: the change and its record stand or fall
 * together. Who did it comes from `auditActorOf` (domain/campaigns/permissions.ts) where a person acted.
 */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  entry: AuditEntry,
  { ipAddress, userAgent }: AuditOrigin = {},
): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    ipAddress: ipAddress?.slice(0, 45) || null,
    userAgent: userAgent ?? null,
  });
}
