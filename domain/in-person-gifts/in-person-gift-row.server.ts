import type { inPersonGifts } from '../../db/schema';
import { toDecimalString } from '../shared/money';
import type { InPersonGiftDraft } from './in-person-gift-rules';

/** A gift's columns: the amount as the numeric column stores it, in its own currency. */
export function inPersonGiftValues(
  campaignId: number,
  draft: InPersonGiftDraft,
): typeof inPersonGifts.$inferInsert {
  return {
    campaignId,
    giverName: draft.giverName,
    amount: draft.amountMinor === null ? null : toDecimalString(draft.amountMinor, draft.currency),
    currency: draft.currency,
    inKind: draft.inKind,
    note: draft.note,
  };
}

/** What an audit row says of a gift: enough to know what was recorded or removed without the table. */
export function auditDetailsOf(row: typeof inPersonGifts.$inferSelect) {
  return {
    campaignId: row.campaignId,
    giverName: row.giverName,
    amount: row.amount,
    currency: row.currency,
    inKind: row.inKind,
    note: row.note,
  };
}
