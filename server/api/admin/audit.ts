import express, { type Request, type Response } from 'express';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import {
  type AuditLogRow,
  allAuditEntriesOf,
  auditListQueryOf,
  listAuditLog,
} from '../../../domain/admin/list-audit-log.server';
import { csvRowsOf, sendCsv } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

/** /api/admin: the audit log (issue 14). Mounted behind the admin guard of ./index.ts. */
export function createAdminAuditRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  const auditLogHandler = async (req: Request, res: Response) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = auditListQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listAuditLog(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'audit_log', query }, context);
    await sendCsv(
      res,
      'pamoja-audit-log.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.audit),
      csvRowsOf(allAuditEntriesOf(context.db, query), auditCsvRow),
    );
  };
  // The spec names both addresses (§7).
  router.get('/audit-logs', auditLogHandler);
  router.get('/audit-log', auditLogHandler);

  return router;
}

function auditCsvRow(entry: AuditLogRow) {
  return [
    entry.id,
    entry.createdAt.toISOString(),
    entry.action,
    entry.entityType,
    entry.entityId,
    entry.actor,
    entry.details ? JSON.stringify(entry.details) : '',
    entry.ipAddress,
    entry.userAgent,
  ];
}
