import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, guestbookMessages, messageReports } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions.server';
import { settleReportedMessage } from '../gathering/update-message-visibility.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { ConflictError, NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

/**
 * What an admin may do with a reported message (issue 33 item 9): hide it from the page, keep it shown (every
 * report of it settled), or dismiss this one report and leave the message and any other report as they are.
 */
export const MESSAGE_REPORT_DECISIONS = ['hide', 'keep', 'dismiss'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];

export const MESSAGE_REPORT_MESSAGES = {
  notFound: refusalKey('admin_refusal_report_not_found'),
  alreadySettled: refusalKey('admin_refusal_report_settled'),
};

/**
 * An admin settles a reported message, as the family can on its own page: a family may be absent, or be the one
 * the report is about. One transaction with its audit entry; only an open report, once.
 */
export async function decideMessageReport(
  db: Database,
  { admin, reportId, decision }: { admin: CurrentUser; reportId: number; decision: MessageReportDecision },
  dependencies: AuditOrigin & { campaignChanged(campaignId: number): void; now?: Date },
): Promise<{ campaignId: number }> {
  const now = dependencies.now ?? new Date();
  const campaignId = await db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: messageReports.id,
        campaignId: messageReports.campaignId,
        guestbookMessageId: messageReports.guestbookMessageId,
        contributionId: messageReports.contributionId,
        resolvedAt: messageReports.resolvedAt,
        guestHiddenAt: guestbookMessages.hiddenAt,
        giftHiddenAt: contributions.messageHiddenAt,
      })
      .from(messageReports)
      .leftJoin(guestbookMessages, eq(guestbookMessages.id, messageReports.guestbookMessageId))
      .leftJoin(contributions, eq(contributions.id, messageReports.contributionId))
      .where(eq(messageReports.id, reportId))
      .for('update', { of: messageReports });
    if (!report) throw new NotFoundError(MESSAGE_REPORT_MESSAGES.notFound);
    if (report.resolvedAt) throw new ConflictError(MESSAGE_REPORT_MESSAGES.alreadySettled);

    const message =
      report.guestbookMessageId !== null
        ? { kind: 'message' as const, id: report.guestbookMessageId, hiddenAt: report.guestHiddenAt }
        : { kind: 'gift' as const, id: report.contributionId as number, hiddenAt: report.giftHiddenAt };
    if (decision === 'dismiss') {
      await tx.update(messageReports).set({ resolvedAt: now }).where(eq(messageReports.id, report.id));
    } else {
      const hiddenAt = decision === 'hide' ? (message.hiddenAt ?? now) : null;
      await settleReportedMessage(tx as unknown as Database, message, hiddenAt, now);
    }
    await recordAudit(
      tx,
      {
        action: `admin.message_report_${decision}`,
        entityType: 'message_report',
        entityId: report.id,
        adminId: admin.id,
        details: { campaignId: report.campaignId, kind: message.kind, messageId: message.id },
      },
      dependencies,
    );
    return report.campaignId;
  });
  if (decision !== 'dismiss') dependencies.campaignChanged(campaignId);
  return { campaignId };
}
