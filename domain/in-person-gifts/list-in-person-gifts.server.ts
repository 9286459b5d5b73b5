import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { inPersonGifts } from '../../db/schema';
import type { CampaignActor } from '../campaigns/permissions';
import {
  type ContributionCursor,
  keysetPage,
  requireContributionCursor,
} from '../contributions/contribution-cursor.server';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { exactTimeOf, type KeysetPosition, keysetBatches, pastPosition } from '../shared/keyset.server';
import { fromDecimalString } from '../shared/money';

/** A gift handed over in person, as the lists show it: money in minor units of its own currency, or in kind. */
export interface InPersonGift {
  id: number;
  /** null: "Anonymous". */
  giverName: string | null;
  amountMinor: number | null;
  currency: string | null;
  inKind: string | null;
  note: string | null;
  createdAt: Date;
}

export interface InPersonGiftsPage {
  gifts: InPersonGift[];
  /** Pass back as `after` for the next page; null when there is no more. */
  nextCursor: string | null;
}

/**
 * A campaign's in-person gifts after `after`, in the order they were recorded (the collection book's order, on the
 * campaign/created index). No access check: the page's public list and the family's list call it after theirs.
 */
export async function inPersonGiftsAfter(
  db: Database,
  campaignId: number,
  { after, limit }: { after: KeysetPosition | null; limit: number },
) {
  const rows = await db
    .select({
      id: inPersonGifts.id,
      createdAtExact: exactTimeOf(inPersonGifts.createdAt),
      giverName: inPersonGifts.giverName,
      amount: inPersonGifts.amount,
      currency: inPersonGifts.currency,
      inKind: inPersonGifts.inKind,
      note: inPersonGifts.note,
      createdAt: inPersonGifts.createdAt,
    })
    .from(inPersonGifts)
    .where(and(eq(inPersonGifts.campaignId, campaignId), pastPosition(inPersonGifts, after, 'oldest')))
    .orderBy(asc(inPersonGifts.createdAt), asc(inPersonGifts.id))
    .limit(limit);
  return rows.map(({ amount, currency, ...row }) => ({
    ...row,
    currency,
    amountMinor: amount !== null && currency !== null ? fromDecimalString(amount, currency) : null,
  }));
}

function pageOf(fetched: Awaited<ReturnType<typeof inPersonGiftsAfter>>, limit: number): InPersonGiftsPage {
  const { rows, nextCursor } = keysetPage(fetched, limit);
  return { gifts: rows.map(({ createdAtExact: _position, ...gift }) => gift), nextCursor };
}

/** A page of the public list, for the campaign page (its visibility is checked by the page's read). */
export async function listPublicInPersonGifts(
  db: Database,
  campaignId: number,
  { after, limit }: { after: ContributionCursor | null; limit: number },
): Promise<InPersonGiftsPage> {
  return pageOf(await inPersonGiftsAfter(db, campaignId, { after, limit: limit + 1 }), limit);
}

/** The family's list (issue 34 item 3), a page at a time: the organizer or a recipient session only. */
export async function listFamilyInPersonGifts(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; after?: string; limit: number },
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const after = requireContributionCursor(input.after);
  const page = pageOf(
    await inPersonGiftsAfter(db, campaign.id, { after, limit: input.limit + 1 }),
    input.limit,
  );
  return { campaign, ...page };
}

/** Every in-person gift, a batch at a time, for the donor CSV (its access is checked by the export). */
export function inPersonGiftBatches<Out>(
  db: Database,
  campaignId: number,
  toOutput: (gifts: InPersonGift[]) => Out[],
) {
  return keysetBatches(
    (after, limit) => inPersonGiftsAfter(db, campaignId, { after, limit }),
    (rows) => toOutput(rows),
  );
}
