import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions, guestbookMessages, messageReports } from '../../db/schema';
import { type FamilyStreamItem, listFamilyStream } from '../campaigns/list-campaign-tributes.server';
import type { CampaignActor } from '../campaigns/permissions';
import type { Locale } from '../shared/locales';
import { requireFamilyCampaign } from './family-campaign.server';
import type { StreamItemKind } from './guestbook-schemas';

/** Open reports the family's page lists first; more than this waiting at once is not a list a family reads. */
const OPEN_REPORTS_SHOWN = 50;

export interface OpenReport {
  id: number;
  kind: StreamItemKind;
  messageId: number;
  name: string;
  message: string;
  reason: string | null;
  hidden: boolean;
  createdAt: string;
}

/**
 * The family's guestbook page (issue 16): open reports first, then every message of the stream newest first (the
 * guestbook's and the gifts' words, hidden ones included), a page at a time.
 */
export async function listFamilyGuestbook(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; before?: string; locale?: Locale },
): Promise<{ reports: OpenReport[]; items: FamilyStreamItem[]; nextCursor: string | null }> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const [reportRows, stream] = await Promise.all([
    db
      .select({
        id: messageReports.id,
        guestbookMessageId: messageReports.guestbookMessageId,
        contributionId: messageReports.contributionId,
        reason: messageReports.reason,
        createdAt: messageReports.createdAt,
        guestName: guestbookMessages.name,
        guestMessage: guestbookMessages.message,
        guestHiddenAt: guestbookMessages.hiddenAt,
        giverName: contributions.contributorName,
        giverMemory: contributions.memory,
        giverTribute: contributions.tribute,
        giverHiddenAt: contributions.messageHiddenAt,
      })
      .from(messageReports)
      .leftJoin(guestbookMessages, eq(guestbookMessages.id, messageReports.guestbookMessageId))
      .leftJoin(contributions, eq(contributions.id, messageReports.contributionId))
      .where(and(eq(messageReports.campaignId, campaign.id), isNull(messageReports.resolvedAt)))
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(OPEN_REPORTS_SHOWN),
    listFamilyStream(db, campaign, { before: input.before, locale: input.locale }),
  ]);
  const reports = reportRows.map((row): OpenReport => {
    const isGuestbook = row.guestbookMessageId !== null;
    return {
      id: row.id,
      kind: isGuestbook ? 'message' : 'gift',
      messageId: (row.guestbookMessageId ?? row.contributionId) as number,
      name: (isGuestbook ? row.guestName : row.giverName) ?? '',
      message: (isGuestbook ? row.guestMessage : (row.giverMemory ?? row.giverTribute)) ?? '',
      reason: row.reason,
      hidden: (isGuestbook ? row.guestHiddenAt : row.giverHiddenAt) !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { reports, ...stream };
}
