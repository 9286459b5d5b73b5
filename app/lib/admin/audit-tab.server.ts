import { auditListQueryOf, listAuditLog } from '../../../domain/admin/list-audit-log.server';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The Audit Log tab: one page of entries, newest first, filtered by action, actor and entity in the database. */
export async function loadAuditTab({ context, params }: AdminTabRequest) {
  const query = auditListQueryOf(params);
  return { query, page: await listAuditLog(context.db, query) };
}

/** The audit tab only reads: it posts no forms. */
export const auditTabActions: Record<string, AdminAction> = {};
