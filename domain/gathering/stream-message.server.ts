import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, guestbookMessages } from '../../db/schema';
import { countsTowardTotal } from '../campaigns/get-campaign-stats.server';
import { NotFoundError } from '../shared/errors';
import { MESSAGE_NOT_FOUND, type StreamItemKind } from './guestbook-schemas';

export interface StreamMessage {
  kind: StreamItemKind;
  id: number;
  /** The writer's or giver's name as they gave it: only the family and the organizer's e-mail see it. */
  name: string;
  text: string;
  hiddenAt: Date | null;
}

/**
 * One message of a campaign's stream: a guestbook message, or the words of a gift the page shows (one that counts
 * toward the total and carries a message). 404 for anything else, whoever asks.
 */
export async function requireStreamMessage(
  db: Database,
  campaignId: number,
  reference: { kind: StreamItemKind; id: number },
): Promise<StreamMessage> {
  if (reference.kind === 'message') {
    const [row] = await db
      .select({
        id: guestbookMessages.id,
        name: guestbookMessages.name,
        text: guestbookMessages.message,
        hiddenAt: guestbookMessages.hiddenAt,
      })
      .from(guestbookMessages)
      .where(and(eq(guestbookMessages.id, reference.id), eq(guestbookMessages.campaignId, campaignId)))
      .limit(1);
    if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return { kind: 'message', ...row };
  }
  const [row] = await db
    .select({
      id: contributions.id,
      name: contributions.contributorName,
      memory: contributions.memory,
      tribute: contributions.tribute,
      hiddenAt: contributions.messageHiddenAt,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.id, reference.id),
        eq(contributions.campaignId, campaignId),
        countsTowardTotal,
        or(isNotNull(contributions.memory), isNotNull(contributions.tribute)),
      ),
    )
    .limit(1);
  const text = row?.memory ?? row?.tribute;
  if (!row || !text) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return { kind: 'gift', id: row.id, name: row.name, text, hiddenAt: row.hiddenAt };
}
