import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns, messageReports } from '../../db/schema';
import * as m from '../../paraglide/messages';
import { organizerOf } from '../campaigns/organizer-of.server';
import { queueLineEmail } from '../notifications/line-email.server';
import type { Mailer } from '../notifications/send-email.server';
import { messagesIn } from '../shared/locales';
import { requireStreamMessage, type StreamMessage } from './stream-message.server';

/** At most one report e-mail per campaign in this time: the first report of a quiet hour at once, later ones gathered. */
export const REPORT_EMAIL_INTERVAL_MS = 60 * 60_000;

/** The family's guestbook page, where a report is settled. */
export function familyGuestbookPath(campaignId: number): string {
  return `/family/${campaignId}/guestbook`;
}

interface ReportEmailDependencies {
  mailer: Pick<Mailer, 'send'>;
  baseUrl: string;
}

async function reportedMessageOf(
  db: Database,
  campaignId: number,
  report: { guestbookMessageId: number | null; contributionId: number | null },
): Promise<StreamMessage | null> {
  const reference = report.guestbookMessageId
    ? { kind: 'message' as const, id: report.guestbookMessageId }
    : { kind: 'gift' as const, id: report.contributionId ?? 0 };
  return requireStreamMessage(db, campaignId, reference).catch(() => null);
}

/**
 * Queues the organizer's e-mail of the campaign's reports that no e-mail has listed yet, unless one was queued less
 * than REPORT_EMAIL_INTERVAL_MS ago; returns whether it queued one. Run it in a transaction: it locks the campaign's
 * row (`for no key update`) first, so two processes (a report and the job, or two reports) decide one after the
 * other and never both send.
 */
export async function emailWaitingReports(
  tx: Database,
  campaignId: number,
  { mailer, baseUrl }: ReportEmailDependencies,
  now = new Date(),
): Promise<boolean> {
  const [campaign] = await tx
    .select({
      deceasedName: campaigns.deceasedName,
      organizerId: campaigns.organizerId,
      organizerName: campaigns.organizerName,
      organizerEmail: campaigns.organizerEmail,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    // Not `for update`: that would wait on the key-share lock each report's insert holds, and two reports deadlock.
    .for('no key update');
  if (!campaign) return false;
  const [last] = await tx
    .select({ at: max(messageReports.organizerEmailedAt) })
    .from(messageReports)
    .where(eq(messageReports.campaignId, campaignId));
  if (last?.at && now.getTime() - last.at.getTime() < REPORT_EMAIL_INTERVAL_MS) return false;
  const waiting = await tx
    .select({
      id: messageReports.id,
      guestbookMessageId: messageReports.guestbookMessageId,
      contributionId: messageReports.contributionId,
      reason: messageReports.reason,
    })
    .from(messageReports)
    .where(and(eq(messageReports.campaignId, campaignId), isNull(messageReports.organizerEmailedAt)))
    .orderBy(asc(messageReports.id));
  if (waiting.length === 0) return false;
  // In the organizer's language; the reported words and reasons as their writers wrote them.
  const organizer = await organizerOf(tx, campaign);
  const say = messagesIn(organizer.locale);
  const deceased = campaign.deceasedName;
  const listed: string[] = [];
  for (const report of waiting) {
    const message = await reportedMessageOf(tx, campaignId, report);
    listed.push(
      '',
      message
        ? say(message.kind === 'message' ? m.email_report_guestbook_from : m.email_report_gift_from, {
            name: message.name,
          })
        : say(m.email_report_removed),
      ...(message ? [message.text] : []),
      ...(report.reason ? [say(m.email_report_reason, { reason: report.reason })] : []),
    );
  }
  const one = waiting.length === 1;
  const count = String(waiting.length);
  await queueLineEmail(
    tx,
    mailer,
    organizer.email,
    one
      ? say(m.email_report_subject_one, { deceased })
      : say(m.email_report_subject_many, { count, deceased }),
    [
      say(m.email_greeting_dear, { name: campaign.organizerName }),
      '',
      one ? say(m.email_report_intro_one, { deceased }) : say(m.email_report_intro_many, { count, deceased }),
      ...listed,
      '',
      say(m.email_report_where, { link: `${baseUrl}${familyGuestbookPath(campaignId)}` }),
      '',
      say(m.email_report_hourly),
    ],
    organizer.locale,
  );
  await tx
    .update(messageReports)
    .set({ organizerEmailedAt: now })
    .where(and(eq(messageReports.campaignId, campaignId), isNull(messageReports.organizerEmailedAt)));
  return true;
}

/**
 * The periodic round: every campaign whose reports wait for an e-mail and whose last one is an interval old gets
 * one. Each campaign in its own transaction (emailWaitingReports decides under the campaign's lock); returns how
 * many e-mails were queued.
 */
export async function sendWaitingReportEmails(
  db: Database,
  dependencies: ReportEmailDependencies,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectDistinct({ campaignId: messageReports.campaignId })
    .from(messageReports)
    .where(
      and(
        isNull(messageReports.organizerEmailedAt),
        sql`not exists (select 1 from ${messageReports} as sent where sent.campaign_id = ${messageReports.campaignId}
          and sent.organizer_emailed_at > ${new Date(now.getTime() - REPORT_EMAIL_INTERVAL_MS).toISOString()}::timestamptz)`,
      ),
    );
  let queued = 0;
  for (const { campaignId } of due) {
    if (await db.transaction((tx) => emailWaitingReports(tx, campaignId, dependencies, now))) queued += 1;
  }
  return queued;
}
