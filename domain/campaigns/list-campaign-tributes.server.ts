import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server';
import { contributions, guestbookMessages } from '../../db/schema';
import { createdAtExact, parseContributionCursor } from '../contributions/contribution-cursor.server';
import type { StreamItemKind } from '../gathering/guestbook-schemas';
import { exactTimeOf } from '../shared/keyset.server';
import { BASE_LOCALE, type Locale } from '../shared/locales';
import { contributorRelationshipLabel } from '../shared/relationships';
import { contributorNameStandIn, type NameStandIn } from './campaign-rules';
import { countedAmount, countsTowardTotal } from './get-campaign-stats.server';
import { nameStandInIn, publicContributorName } from './public-contributor-name';

export const TRIBUTES_PAGE_SIZE = 10;

interface StreamItemBase {
  id: number;
  /** "Anonymous" when the contributor asked; a neutral label when the family chose not to show names. */
  name: string;
  relationship: string | null;
  /** null when there are no words, or the family hid them. */
  message: string | null;
  photos: string[];
  createdAt: string;
}

/** A gift that counts toward the total, with its giver's words. */
export interface GiftTribute extends StreamItemBase {
  kind: 'gift';
  /** null when the contributor hid the amount: shown as "Private". */
  amount: number | null;
  currency: string;
  /** Set when visitors read a stand-in for the giver's name, so a page read in one language is shown in another. */
  standIn?: NameStandIn;
}

/** A guestbook message (issue 16), left without giving. */
export interface MessageTribute extends StreamItemBase {
  kind: 'message';
}

export type Tribute = GiftTribute | MessageTribute;

export interface TributesPage {
  tributes: Tribute[];
  /** Pass back as `before` for the next page; null when there is no more. */
  nextCursor: string | null;
}

/** What the family's guestbook page lists: their hidden messages too, marked. */
export type FamilyStreamItem = Tribute & {
  hidden: boolean;
  /**
   * For the family, a gift carries the giver's own name (the family moderates what is said on its page, and must
   * know who said it); when visitors see another ("Anonymous"), this says which. Null when they see the same.
   */
  shownToVisitorsAs: string | null;
};

/**
 * The stream's order, newest first: by creation time, then messages before gifts of the same instant, then id.
 * A cursor, "2025-11-02T10:00:00.123456Z_message_42", is the last item's exact time, kind and id.
 */
interface StreamCursor {
  createdAt: string;
  kind: StreamItemKind;
  id: number;
}

/** null (the first page) for anything this module did not write. */
function parseStreamCursor(text: string | undefined): StreamCursor | null {
  const match = text?.match(/^(.+)_(gift|message)_(\d{1,10})$/);
  const position = match ? parseContributionCursor(`${match[1]}_${match[3]}`) : null;
  return match && position ? { ...position, kind: match[2] as StreamItemKind } : null;
}

/** The rows of one kind that come after the cursor, as a condition on the kind's (campaign, created, id) index. */
function pastCursor(
  cursor: StreamCursor | null,
  kind: StreamItemKind,
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
): SQL | undefined {
  if (!cursor) return undefined;
  const at = sql`${cursor.createdAt}::timestamptz`;
  if (cursor.kind === kind) return sql`(${columns.createdAt}, ${columns.id}) < (${at}, ${cursor.id})`;
  return kind === 'gift' ? sql`${columns.createdAt} <= ${at}` : sql`${columns.createdAt} < ${at}`;
}

interface Positioned {
  kind: StreamItemKind;
  id: number;
  createdAtExact: string;
}

function newestFirst(a: Positioned, b: Positioned): number {
  if (a.createdAtExact !== b.createdAtExact) return a.createdAtExact < b.createdAtExact ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'message' ? -1 : 1;
  return b.id - a.id;
}

type Audience = 'visitors' | 'family';

/**
 * Gifts and guestbook messages in one stream, a page at a time. Each kind is read through its own index in the
 * stream's order, at most a page and one more past the cursor, and the two are merged: a page costs the same
 * whatever the number of gifts. Visitors never see a hidden message; a gift whose words the family hid still shows,
 * without them.
 */
async function readStream(
  db: Database,
  campaign: { id: number; consentDisplayNames: boolean },
  { before, limit, audience, locale }: { before?: string; limit: number; audience: Audience; locale: Locale },
): Promise<{ items: FamilyStreamItem[]; nextCursor: string | null }> {
  const cursor = parseStreamCursor(before);
  const [gifts, messages] = await Promise.all([
    db
      .select({
        id: contributions.id,
        contributorName: contributions.contributorName,
        contributorRelationship: contributions.contributorRelationship,
        /** What still stands of the gift, as the total counts it (a partial refund shows the rest). */
        amount: countedAmount,
        currency: contributions.currency,
        memory: contributions.memory,
        tribute: contributions.tribute,
        photos: contributions.photos,
        isAnonymous: contributions.isAnonymous,
        hideAmount: contributions.hideAmount,
        hiddenAt: contributions.messageHiddenAt,
        createdAt: contributions.createdAt,
        createdAtExact,
      })
      .from(contributions)
      .where(
        and(
          eq(contributions.campaignId, campaign.id),
          countsTowardTotal,
          audience === 'family'
            ? or(isNotNull(contributions.memory), isNotNull(contributions.tribute))
            : undefined,
          pastCursor(cursor, 'gift', contributions),
        ),
      )
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(limit + 1),
    db
      .select({
        id: guestbookMessages.id,
        name: guestbookMessages.name,
        relationship: guestbookMessages.relationship,
        message: guestbookMessages.message,
        photo: guestbookMessages.photo,
        hiddenAt: guestbookMessages.hiddenAt,
        createdAt: guestbookMessages.createdAt,
        createdAtExact: exactTimeOf(guestbookMessages.createdAt),
      })
      .from(guestbookMessages)
      .where(
        and(
          eq(guestbookMessages.campaignId, campaign.id),
          audience === 'visitors' ? isNull(guestbookMessages.hiddenAt) : undefined,
          pastCursor(cursor, 'message', guestbookMessages),
        ),
      )
      .orderBy(desc(guestbookMessages.createdAt), desc(guestbookMessages.id))
      .limit(limit + 1),
  ]);
  const merged = [
    ...gifts.map((row) => {
      const hidden = row.hiddenAt !== null;
      const wordsShown = !hidden || audience === 'family';
      const standIn = contributorNameStandIn(row, campaign);
      const publicName = publicContributorName(row, campaign, locale);
      const item: FamilyStreamItem = {
        kind: 'gift',
        id: row.id,
        name: audience === 'family' ? row.contributorName : publicName,
        ...(standIn && audience === 'visitors' && { standIn }),
        shownToVisitorsAs: audience === 'family' && publicName !== row.contributorName ? publicName : null,
        relationship: row.isAnonymous
          ? null
          : contributorRelationshipLabel(row.contributorRelationship, BASE_LOCALE),
        amount: row.hideAmount ? null : Number(row.amount),
        currency: row.currency,
        message: wordsShown ? (row.memory ?? row.tribute) : null,
        photos: wordsShown ? row.photos : [],
        createdAt: row.createdAt.toISOString(),
        hidden,
      };
      return { item, createdAtExact: row.createdAtExact, kind: item.kind, id: item.id };
    }),
    ...messages.map((row) => {
      const item: FamilyStreamItem = {
        kind: 'message',
        id: row.id,
        name: row.name,
        relationship: row.relationship ? contributorRelationshipLabel(row.relationship, BASE_LOCALE) : null,
        message: row.message,
        photos: row.photo ? [row.photo] : [],
        createdAt: row.createdAt.toISOString(),
        hidden: row.hiddenAt !== null,
        shownToVisitorsAs: null,
      };
      return { item, createdAtExact: row.createdAtExact, kind: item.kind, id: item.id };
    }),
  ].sort(newestFirst);
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((entry) => entry.item),
    nextCursor: merged.length > limit && last ? `${last.createdAtExact}_${last.kind}_${last.id}` : null,
  };
}

/**
 * The page's stream of tributes and memories, newest first (issue 16): gifts that count toward the total and
 * guestbook messages, as the public sees them (the campaign's consentDisplayNames decides whether givers' names show),
 * the stand-ins for names in `locale`: the campaign page's shared read is English, and `tributesIn` rewrites it.
 */
export async function listCampaignTributes(
  db: Database,
  campaign: { id: number; consentDisplayNames: boolean },
  {
    before,
    limit = TRIBUTES_PAGE_SIZE,
    locale = BASE_LOCALE,
  }: { before?: string; limit?: number; locale?: Locale } = {},
): Promise<TributesPage> {
  const { items, nextCursor } = await readStream(db, campaign, {
    before,
    limit,
    audience: 'visitors',
    locale,
  });
  return {
    tributes: items.map(({ hidden: _hidden, shownToVisitorsAs: _family, ...tribute }) => tribute),
    nextCursor,
  };
}

/** The family's view of the stream: only what carries words, hidden messages included and marked. */
export async function listFamilyStream(
  db: Database,
  campaign: { id: number; consentDisplayNames: boolean },
  {
    before,
    limit = TRIBUTES_PAGE_SIZE,
    locale = BASE_LOCALE,
  }: { before?: string; limit?: number; locale?: Locale } = {},
): Promise<{ items: FamilyStreamItem[]; nextCursor: string | null }> {
  return readStream(db, campaign, { before, limit, audience: 'family', locale });
}

/** A page of tributes read in one language (the campaign page's shared read) with its name stand-ins in `locale`. */
export function tributesIn(locale: Locale, page: TributesPage): TributesPage {
  return {
    ...page,
    tributes: page.tributes.map((tribute) =>
      tribute.kind === 'gift' && tribute.standIn
        ? { ...tribute, name: nameStandInIn(locale, tribute.standIn) }
        : tribute,
    ),
  };
}
