import express from 'express';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import {
  allViewStatsOf,
  listViewStats,
  type ViewStatsRow,
  viewStatsQueryOf,
} from '../../../domain/admin/list-view-stats.server';
import { csvRowsOf, sendCsv } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

/** /api/admin: page views per campaign (issue 14). Mounted behind the admin guard of ./index.ts. */
export function createAdminViewsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  /** The spec's [{ campaignId, viewCount }] rows (with the campaign's name and address), most viewed first. */
  router.get('/view-stats', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = viewStatsQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listViewStats(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'view-stats', query }, context);
    await sendCsv(
      res,
      'pamoja-page-views.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.views),
      csvRowsOf(allViewStatsOf(context.db, query), viewStatsCsvRow),
    );
  });

  return router;
}

function viewStatsCsvRow(row: ViewStatsRow) {
  return [row.campaignId, row.deceasedName, row.customUrl, row.viewCount];
}
