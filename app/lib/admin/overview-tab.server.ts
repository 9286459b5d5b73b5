import {
  decideMessageReport,
  MESSAGE_REPORT_MESSAGES,
  type MessageReportDecision,
} from '../../../domain/admin/decide-message-report.server';
import { getAdminStats } from '../../../domain/admin/get-admin-stats.server';
import { listOpenMessageReports } from '../../../domain/admin/list-open-message-reports.server';
import { requireRowId } from '../../../domain/shared/row-id';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The overview tab: the same figures as GET /api/admin/stats, and the reported messages waiting. */
export async function loadOverviewTab({ context }: AdminTabRequest) {
  const [stats, reports] = await Promise.all([
    getAdminStats(context.db, { now: new Date() }),
    listOpenMessageReports(context.db),
  ]);
  return { stats, reports };
}

function reportAction(decision: MessageReportDecision): AdminAction {
  return async ({ context, admin, form }) => {
    const reportId = requireRowId(form.get('reportId'), MESSAGE_REPORT_MESSAGES.notFound);
    await decideMessageReport(
      context.db,
      { admin, reportId, decision },
      {
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        campaignChanged: context.services.campaignChanged,
      },
    );
    return { message: MESSAGE_REPORT_MESSAGES.done[decision] };
  };
}

/** The forms the overview tab posts, by intent: the reported messages' decisions. */
export const overviewTabActions: Record<string, AdminAction> = {
  'report.hide': reportAction('hide'),
  'report.keep': reportAction('keep'),
  'report.dismiss': reportAction('dismiss'),
};
