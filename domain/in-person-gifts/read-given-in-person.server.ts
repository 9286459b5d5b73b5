import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { inPersonGifts } from '../../db/schema';
import { fromDecimalString } from '../shared/money';

/** Money handed over in person in one currency. */
export interface GivenInPersonTotal {
  currency: string;
  amountMinor: number;
  gifts: number;
}

/** The "given in person" figure beside the online total: never part of the online total, fees or payouts. */
export interface GivenInPerson {
  totals: GivenInPersonTotal[];
  /** Gifts in kind (food, a tent): counted, never priced. */
  inKindGifts: number;
}

export async function readGivenInPerson(db: Database, campaignId: number): Promise<GivenInPerson> {
  const [totals, [inKind]] = await Promise.all([
    db
      .select({
        currency: inPersonGifts.currency,
        amount: sql<string>`sum(${inPersonGifts.amount})`,
        gifts: count(),
      })
      .from(inPersonGifts)
      .where(and(eq(inPersonGifts.campaignId, campaignId), isNotNull(inPersonGifts.amount)))
      .groupBy(inPersonGifts.currency)
      .orderBy(asc(inPersonGifts.currency)),
    db
      .select({ gifts: count() })
      .from(inPersonGifts)
      .where(and(eq(inPersonGifts.campaignId, campaignId), isNull(inPersonGifts.amount))),
  ]);
  return {
    totals: totals.map((row) => {
      const currency = row.currency as string;
      return { currency, amountMinor: fromDecimalString(row.amount, currency), gifts: row.gifts };
    }),
    inKindGifts: inKind?.gifts ?? 0,
  };
}
