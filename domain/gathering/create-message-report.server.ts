import type { Database } from '../../db/client.server';
import { messageReports } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import type { Mailer } from '../notifications/send-email.server';
import { NotFoundError } from '../shared/errors';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { MESSAGE_NOT_FOUND, type MessageReportInput } from './guestbook-schemas';
import { emailWaitingReports } from './message-report-emails.server';
import { requireStreamMessage } from './stream-message.server';

/**
 * A visitor reports a message shown on the page (issue 16): the report is kept for the family (and the admin queue)
 * at once. The organizer's e-mail is queued in the same transaction when none went out this last hour; otherwise the
 * report waits for the next one, which the periodic job sends when the hour ends (issue 31: many reports, one e-mail).
 */
export async function createMessageReport(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; report: MessageReportInput },
  dependencies: {
    limiters: Limiters;
    ipAddress: string;
    mailer: Pick<Mailer, 'send' | 'deliverSoon'>;
    baseUrl: string;
  },
): Promise<{ id: number }> {
  const campaign = await requireVisibleCampaign(db, input.campaignId, input.actor);
  const { report } = input;
  const message = await requireStreamMessage(db, campaign.id, report);
  // A hidden message is not on the page: there is nothing left to report.
  if (message.hiddenAt) throw new NotFoundError(MESSAGE_NOT_FOUND);
  await limiterFor(dependencies.limiters, 'messageReportPerIp').consume(dependencies.ipAddress);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messageReports)
      .values({
        campaignId: campaign.id,
        guestbookMessageId: message.kind === 'message' ? message.id : null,
        contributionId: message.kind === 'gift' ? message.id : null,
        reason: report.reason,
      })
      .returning({ id: messageReports.id });
    await emailWaitingReports(tx, campaign.id, dependencies);
    return row.id;
  });
  dependencies.mailer.deliverSoon();
  return { id };
}
