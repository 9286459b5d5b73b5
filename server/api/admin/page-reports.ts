import express from 'express';
import {
  decidePageReport,
  PAGE_REPORT_ADMIN_MESSAGES,
  PAGE_REPORT_DECISIONS,
  PAGE_REPORT_DONE_WORDS,
  type PageDecisionDependencies,
  pageNoteOf,
  unpauseCampaign,
} from '../../../domain/admin/decide-page-report.server';
import { listOpenPageReports } from '../../../domain/admin/list-open-page-reports.server';
import { pageReportReasonWords } from '../../../domain/campaigns/page-report-words';
import { messageIn } from '../../../domain/shared/locales';
import { requireRowId } from '../../../domain/shared/row-id';
import type { AppContext } from '../../load-context';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

function decisionDependenciesOf(context: AppContext): PageDecisionDependencies {
  return {
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    campaignChanged: context.services.campaignChanged,
  };
}

/** Issue 34: the queue of reported pages; pause, contact the organizer, dismiss; lift a pause. */
export function createAdminPageReportsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/page-reports', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    const queue = await listOpenPageReports(context.db);
    // Each reason also as the admin reads it, in their language: the key stays for programs.
    const reports = queue.reports.map((report) => ({
      ...report,
      reasonLabel: messageIn(context.locale, pageReportReasonWords(report.reason)),
    }));
    res.json({ ...queue, reports });
  });

  for (const decision of PAGE_REPORT_DECISIONS) {
    router.post(`/page-reports/:id/${decision}`, async (req, res) => {
      const { context, admin } = adminContextFor(dependencies, req, res);
      const reportId = requireRowId(req.params.id, PAGE_REPORT_ADMIN_MESSAGES.notFound);
      await decidePageReport(
        context.db,
        { admin, reportId, decision, note: pageNoteOf(req.body?.note) },
        decisionDependenciesOf(context),
      );
      res.json({ message: messageIn(context.locale, PAGE_REPORT_DONE_WORDS[decision]) });
    });
  }

  router.post('/campaigns/:id/unpause', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const campaignId = requireRowId(req.params.id, PAGE_REPORT_ADMIN_MESSAGES.campaignNotFound);
    await unpauseCampaign(context.db, { admin, campaignId }, decisionDependenciesOf(context));
    res.json({ message: messageIn(context.locale, PAGE_REPORT_DONE_WORDS.unpause) });
  });

  return router;
}
