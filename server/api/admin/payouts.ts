import express from 'express';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { adminDependenciesOf } from '../../../domain/admin/admin-dependencies.server';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import {
  decideNomineeChange,
  NOMINEE_CHANGE_MESSAGES,
  type NomineeChangeDecision,
} from '../../../domain/admin/decide-nominee-change.server';
import { listNomineeChanges } from '../../../domain/admin/list-nominee-changes.server';
import {
  allPayoutScheduleOf,
  listPayoutSchedule,
  payoutScheduleCsvRow,
  payoutScheduleQueryOf,
} from '../../../domain/admin/list-payout-schedule.server';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaigns/campaign-rules';
import { userActor } from '../../../domain/campaigns/permissions';
import { completePayoutSchema } from '../../../domain/payouts';
import { completePayout } from '../../../domain/payouts/index.server';
import { requireRowId } from '../../../domain/shared/row-id';
import { csvRowsOf, sendCsv } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

/** /api/admin: the payout schedule, completing a payout and the nominee-change decisions (issue 14). */
export function createAdminPayoutsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/payout-schedule', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = payoutScheduleQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listPayoutSchedule(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'payout-schedule', query }, context);
    await sendCsv(
      res,
      'pamoja-payout-schedule.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.payoutSchedule),
      csvRowsOf(allPayoutScheduleOf(context.db, query), payoutScheduleCsvRow),
    );
  });

  // Spec part 2 §7: no body needed; the dashboard's form sends the transfer reference, date and amount sent.
  router.post('/campaigns/:id/complete-payout', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const fields = completePayoutSchema.parse(req.body ?? {});
    const { payout } = await completePayout(
      context.db,
      { ...fields, campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND), actor: userActor(admin) },
      adminDependenciesOf(context),
    );
    res.json({ payout });
  });

  router.get('/nominee-changes', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    res.json(await listNomineeChanges(context.db));
  });

  for (const decision of ['approve', 'reject'] as const satisfies readonly NomineeChangeDecision[]) {
    router.post(`/nominee-changes/:id/${decision}`, async (req, res) => {
      const { context, admin } = adminContextFor(dependencies, req, res);
      res.json(
        await decideNomineeChange(
          context.db,
          { admin, requestId: requireRowId(req.params.id, NOMINEE_CHANGE_MESSAGES.notFound), decision },
          adminDependenciesOf(context),
        ),
      );
    });
  }

  return router;
}
