import express from 'express';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { adminDependenciesOf } from '../../../domain/admin/admin-dependencies.server';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import { contributionPayoutSchema } from '../../../domain/admin/contribution-payout-schema';
import {
  adminContributionCsvBatches,
  adminContributionQueryOf,
  getAdminContribution,
  listAdminContributions,
} from '../../../domain/admin/list-admin-contributions.server';
import { updateContributionPayout } from '../../../domain/admin/update-contribution-payout.server';
import { userActor } from '../../../domain/campaigns/permissions';
import { reviewDecisionSchema } from '../../../domain/contributions';
import { getWalletScreenshot, reviewWalletContribution } from '../../../domain/contributions/index.server';
import { CONTRIBUTION_NOT_FOUND } from '../../../domain/contributions/require-managed-contribution.server';
import { requireRowId } from '../../../domain/shared/row-id';
import { sendCsv } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

/** /api/admin/contributions (spec part 2 §7): the list, one gift's details, its payout, wallet confirmation. */
export function createAdminContributionsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/contributions', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = adminContributionQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listAdminContributions(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'contributions', query }, context);
    await sendCsv(
      res,
      'pamoja-contributions.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.contributions),
      adminContributionCsvBatches(context.db, query),
    );
  });

  router.get('/contributions/:id', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    const contribution = await getAdminContribution(
      context.db,
      requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND),
    );
    res.json({ contribution });
  });

  router.get('/contributions/:id/screenshot', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const { contentType, bytes } = await getWalletScreenshot(context.db, {
      contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND),
      actor: userActor(admin),
    });
    res.setHeader('Content-Type', contentType);
    res.send(bytes);
  });

  router.put('/contributions/:id/payout', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const fields = contributionPayoutSchema.parse(req.body ?? {});
    res.json(
      await updateContributionPayout(
        context.db,
        { ...fields, admin, contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND) },
        adminDependenciesOf(context),
      ),
    );
  });

  // A pending mobile wallet gift, confirmed or rejected by an admin as its organizer or recipient would; a
  // rejection says why, as theirs does.
  for (const decision of ['confirm', 'reject'] as const) {
    router.post(`/contributions/:id/${decision}`, async (req, res) => {
      const { context, admin } = adminContextFor(dependencies, req, res);
      const contribution = await reviewWalletContribution(
        context.db,
        {
          contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND),
          ...reviewDecisionSchema.parse({ ...req.body, decision }),
          actor: userActor(admin),
        },
        adminDependenciesOf(context),
      );
      res.json({ contribution: { id: contribution.id, paymentStatus: contribution.paymentStatus } });
    });
  }

  return router;
}
