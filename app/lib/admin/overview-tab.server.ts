import {
  decideMessageReport,
  MESSAGE_REPORT_MESSAGES,
  type MessageReportDecision,
} from '../../../domain/admin/decide-message-report.server';
import {
  decidePageReport,
  PAGE_REPORT_ADMIN_MESSAGES,
  PAGE_REPORT_DONE_WORDS,
  type PageDecisionDependencies,
  type PageReportDecision,
  pageNoteOf,
  unpauseCampaign,
} from '../../../domain/admin/decide-page-report.server';
import { getAdminStats } from '../../../domain/admin/get-admin-stats.server';
import { listOpenMessageReports } from '../../../domain/admin/list-open-message-reports.server';
import { listOpenPageReports } from '../../../domain/admin/list-open-page-reports.server';
import { type Message, messageIn } from '../../../domain/shared/locales';
import { requireRowId } from '../../../domain/shared/row-id';
import { m } from '../../../paraglide/messages';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The overview tab: the same figures as GET /api/admin/stats, and the reported messages and pages waiting. */
export async function loadOverviewTab({ context }: AdminTabRequest) {
  const [stats, reports, pageReports] = await Promise.all([
    getAdminStats(context.db, { now: new Date() }),
    listOpenMessageReports(context.db),
    listOpenPageReports(context.db),
  ]);
  return { stats, reports, pageReports };
}

/** What the toast says once a reported message is decided. */
const MESSAGE_REPORT_DONE: Record<MessageReportDecision, Message<object>> = {
  hide: m.admin_done_message_hidden,
  keep: m.admin_done_message_kept,
  dismiss: m.admin_done_report_dismissed,
};

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
    return { message: messageIn(context.locale, MESSAGE_REPORT_DONE[decision]) };
  };
}

function pageDecisionDependenciesOf(context: AdminTabRequest['context']): PageDecisionDependencies {
  return {
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    campaignChanged: context.services.campaignChanged,
  };
}

function pageReportAction(decision: PageReportDecision): AdminAction {
  return async ({ context, admin, form }) => {
    const reportId = requireRowId(form.get('pageReportId'), PAGE_REPORT_ADMIN_MESSAGES.notFound);
    await decidePageReport(
      context.db,
      { admin, reportId, decision, note: pageNoteOf(form.get('note')) },
      pageDecisionDependenciesOf(context),
    );
    return { message: messageIn(context.locale, PAGE_REPORT_DONE_WORDS[decision]) };
  };
}

/** The forms the overview tab posts, by intent: the reported messages' and pages' decisions, and lifting a pause. */
export const overviewTabActions: Record<string, AdminAction> = {
  'report.hide': reportAction('hide'),
  'report.keep': reportAction('keep'),
  'report.dismiss': reportAction('dismiss'),
  'page_report.pause': pageReportAction('pause'),
  'page_report.contact': pageReportAction('contact'),
  'page_report.dismiss': pageReportAction('dismiss'),
  'campaign.unpause': async ({ context, admin, form }) => {
    const campaignId = requireRowId(form.get('campaignId'), PAGE_REPORT_ADMIN_MESSAGES.campaignNotFound);
    await unpauseCampaign(context.db, { admin, campaignId }, pageDecisionDependenciesOf(context));
    return { message: messageIn(context.locale, PAGE_REPORT_DONE_WORDS.unpause) };
  },
};
