import type { Database } from '../../db/client.server';
import { pageReports } from '../../db/schema';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import type { PageReportInput } from './page-report-schemas';
import type { CampaignActor } from './permissions';
import { requireVisibleCampaign } from './require-visible-campaign.server';

/**
 * A visitor reports a page that should not be there (issue 34): a second page for the same person, an organizer who
 * is not the family, a misleading page. The report joins the admin's queue (list-open-page-reports.server.ts); the
 * family is not told who sent it. Counted per address before it is kept (decision 022), after its input is read.
 */
export async function createPageReport(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; report: PageReportInput },
  dependencies: { limiters: Limiters; ipAddress: string },
): Promise<{ id: number }> {
  const campaign = await requireVisibleCampaign(db, input.campaignId, input.actor);
  await limiterFor(dependencies.limiters, 'pageReportPerIp').consume(dependencies.ipAddress);
  const [row] = await db
    .insert(pageReports)
    .values({
      campaignId: campaign.id,
      reason: input.report.reason,
      details: input.report.details,
      contact: input.report.contact,
    })
    .returning({ id: pageReports.id });
  return { id: row.id };
}
