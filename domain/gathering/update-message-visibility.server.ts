import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, guestbookMessages, messageReports } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { requireFamilyCampaign } from './family-campaign.server';
import type { MessageVisibilityInput, StreamItemKind } from './guestbook-schemas';
import { requireStreamMessage } from './stream-message.server';

/**
 * Hides a message (hiddenAt set) or shows it (null), and settles every open report of it: hiding answers them,
 * showing a reported message means it was let stand. Shared by the family's decision and an admin's.
 */
export async function settleReportedMessage(
  tx: Database,
  message: { kind: StreamItemKind; id: number },
  hiddenAt: Date | null,
  now: Date,
): Promise<void> {
  if (message.kind === 'message') {
    await tx.update(guestbookMessages).set({ hiddenAt }).where(eq(guestbookMessages.id, message.id));
  } else {
    await tx.update(contributions).set({ messageHiddenAt: hiddenAt }).where(eq(contributions.id, message.id));
  }
  await tx
    .update(messageReports)
    .set({ resolvedAt: now })
    .where(
      and(
        message.kind === 'message'
          ? eq(messageReports.guestbookMessageId, message.id)
          : eq(messageReports.contributionId, message.id),
        isNull(messageReports.resolvedAt),
      ),
    );
}

/**
 * The family hides a message from the page (kept for the record) or shows it again. Either way the message's open
 * reports are settled: hiding answers them, showing a reported message means the family let it stand.
 */
export async function updateMessageVisibility(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; decision: MessageVisibilityInput },
  dependencies: AuditOrigin & { campaignChanged(campaignId: number): void; now?: Date },
): Promise<{ kind: 'gift' | 'message'; id: number; hidden: boolean }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const { decision } = input;
  const message = await requireStreamMessage(db, campaign.id, decision);
  const now = dependencies.now ?? new Date();
  const hiddenAt = decision.visibility === 'hidden' ? (message.hiddenAt ?? now) : null;
  await db.transaction(async (tx) => {
    await settleReportedMessage(tx as unknown as Database, message, hiddenAt, now);
    await recordAudit(
      tx,
      {
        action: hiddenAt ? 'message_hidden' : 'message_shown',
        entityType: message.kind === 'message' ? 'guestbook_message' : 'contribution',
        entityId: message.id,
        ...auditActorOf(input.actor, campaign),
        details: { campaignId: campaign.id },
      },
      dependencies,
    );
  });
  dependencies.campaignChanged(campaign.id);
  return { kind: message.kind, id: message.id, hidden: hiddenAt !== null };
}
