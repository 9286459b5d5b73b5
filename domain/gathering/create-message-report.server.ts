import type { Database } from '../../db/client.server';
import { messageReports } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { NotFoundError } from '../shared/errors';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { parseInput } from '../shared/validation';
import { MESSAGE_NOT_FOUND, messageReportSchema } from './guestbook-schemas';
import { requireStreamMessage } from './stream-message.server';

/** The family's guestbook page, where a report is settled. */
export function familyGuestbookPath(campaignId: number): string {
  return `/family/${campaignId}/guestbook`;
}

/**
 * A visitor reports a message shown on the page (issue 16): the report is kept for the family (and the admin queue)
 * and the organizer is e-mailed in the same transaction, so neither exists without the other.
 */
export async function createMessageReport(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; report: unknown },
  dependencies: {
    limiters: Limiters;
    ipAddress: string;
    mailer: Pick<Mailer, 'send' | 'deliverSoon'>;
    baseUrl: string;
  },
): Promise<{ id: number }> {
  const campaign = await requireVisibleCampaign(db, input.campaignId, input.actor);
  const report = parseInput(messageReportSchema, input.report);
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
    await queueLineEmail(
      tx,
      dependencies.mailer,
      campaign.organizerEmail,
      `A message on the page of ${campaign.deceasedName} was reported`,
      [
        `Dear ${campaign.organizerName},`,
        '',
        `A visitor reported a message on the memorial page of ${campaign.deceasedName}.`,
        '',
        `${message.kind === 'message' ? 'Guestbook message' : 'Message with a gift'} from ${message.name}:`,
        message.text,
        '',
        `Reason given: ${report.reason}`,
        '',
        `You can hide the message, or keep it shown, here: ${dependencies.baseUrl}${familyGuestbookPath(campaign.id)}`,
      ],
    );
    return row.id;
  });
  dependencies.mailer.deliverSoon();
  return { id };
}
