import type { Database } from '../../db/client.server';
import type { CurrentUser } from '../accounts/sessions.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import type { AdminListQuery } from './admin-list';

/** Every admin CSV export is written to the audit log: what list, with which search and filters, by whom. */
export async function recordAdminExport(
  db: Database,
  { admin, list, query }: { admin: CurrentUser; list: string; query: AdminListQuery },
  origin: AuditOrigin,
): Promise<void> {
  await recordAudit(
    db,
    {
      action: 'admin.export_csv',
      entityType: 'export',
      adminId: admin.id,
      details: {
        list,
        search: query.search,
        sort: query.sort,
        direction: query.direction,
        filters: query.filters,
      },
    },
    { ipAddress: origin.ipAddress, userAgent: origin.userAgent },
  );
}
