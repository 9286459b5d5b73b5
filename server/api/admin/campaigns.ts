import express from 'express';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import { deleteCampaign } from '../../../domain/admin/delete-campaign.server';
import {
  type AdminCampaignRow,
  adminCampaignQueryOf,
  allAdminCampaignsOf,
  listAdminCampaigns,
} from '../../../domain/admin/list-admin-campaigns.server';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaigns/campaign-rules';
import { requireRowId } from '../../../domain/shared/row-id';
import { statementForAdmin } from '../../../domain/statement/statement-files.server';
import { csvRowsOf, sendCsv, sendDownload } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

function campaignCsvRow(row: AdminCampaignRow) {
  return [
    row.id,
    row.deceasedName,
    row.customUrl,
    row.organizerName,
    row.organizerEmail,
    row.status,
    row.campaignCurrency,
    row.raised.toFixed(2),
    row.goal?.toFixed(2),
    row.platformFee.toFixed(2),
    row.net.toFixed(2),
    row.contributors,
    row.views,
    row.endDate,
    row.deletedAt,
  ];
}

/** /api/admin/campaigns (spec part 2 §7): the list, a statement, and deleting a campaign (decision 012). */
export function createAdminCampaignsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/campaigns', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = adminCampaignQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listAdminCampaigns(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'campaigns', query }, context);
    await sendCsv(
      res,
      'pamoja-campaigns.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.campaigns),
      csvRowsOf(allAdminCampaignsOf(context.db, query), campaignCsvRow),
    );
  });

  router.get('/campaigns/:id/statement', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    const download = await statementForAdmin(
      context.db,
      { campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND) },
      context.config,
    );
    await sendDownload(res, download, download.chunks);
  });

  router.delete('/campaigns/:id', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const result = await deleteCampaign(
      context.db,
      { admin, campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND) },
      { ...context, campaignChanged: context.services.campaignChanged },
    );
    res.json(result);
  });

  return router;
}
