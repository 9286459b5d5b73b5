import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaignTotals, contributions, payoutLines, payoutSchedule } from '../../db/schema';
import { countedAmount, countsTowardTotal, OUTER_CAMPAIGN_ID } from '../campaigns/get-campaign-stats.server';
import { fromDecimalString, toDecimalString } from '../shared/money';
import type { OwedLine, WalletGiftsLine } from './payout-request';

export type { OwedLine };

/**
 * The money ledger of a campaign, per currency (decision 021): the one place every figure of what was counted,
 * what the fees took, what was paid out and what is owed is derived from. Read from the kept totals
 * (campaign_totals: card gifts that still count, with the fees stored on each) and the payout lines, so a campaign
 * with 100,000 gifts reads a few rows. Test-mode gifts are kept apart and never owed.
 */

/** One currency of a campaign's card money, exact decimal text. */
export interface LedgerLine {
  currency: string;
  /** Card gifts of which something still counts. */
  contributions: number;
  /** What counts of them: amounts less refunds and disputed money the bank holds. */
  counted: string;
  platformFee: string;
  processingFee: string;
  /** What the fees took: counted less the family's share (a gift refunded to almost nothing leaves no share). */
  fees: string;
  /** Completed payouts in this currency. */
  paidOut: string;
  /** counted − fees − paidOut: owed to the recipient; negative when a refund or lost dispute came after a payout. */
  balance: string;
  /** What the payout waiting for an admin asked for in this currency; null when none waits. */
  requested: string | null;
}

/** Test-mode card gifts (sandbox, Stripe test keys): play money, shown apart, never paid. */
export interface TestMoneyLine {
  currency: string;
  contributions: number;
  counted: string;
}

export interface PayoutLineRecord {
  currency: string;
  /** The money counted since the payout before, with its fees: what this payout was first to cover. */
  counted: string;
  platformFee: string;
  processingFee: string;
  /** The balance when it was requested. */
  owed: string;
  /** What the admin paid, once completed. */
  paid: string | null;
  differenceReason: string | null;
}

export interface PayoutRecord {
  id: number;
  status: string;
  requestedAt: Date;
  payoutDeadline: Date | null;
  payoutDate: Date | null;
  transferReference: string | null;
  lines: PayoutLineRecord[];
}

export interface CampaignLedger {
  campaignCurrency: string;
  /** One line per currency with card money or payouts, the campaign's currency first. */
  card: LedgerLine[];
  wallet: WalletGiftsLine[];
  testMoney: TestMoneyLine[];
  /** Every payout, the oldest first. */
  payouts: PayoutRecord[];
}

/** Minor units of a stored or summed decimal, negative ones included. */
export function minorOf(value: string, currency: string): number {
  const text = value.trim();
  return text.startsWith('-')
    ? -fromDecimalString(text.slice(1), currency)
    : fromDecimalString(text, currency);
}

export function decimalOf(minor: number, currency: string): string {
  return minor < 0 ? `-${toDecimalString(-minor, currency)}` : toDecimalString(minor, currency);
}

const isWallet = sql<boolean>`${campaignTotals.paymentMethod} = 'mobile_wallet'`;

async function keptTotalsOf(db: Database, campaignId: number) {
  return db
    .select({
      currency: campaignTotals.currency,
      isWallet,
      testMode: campaignTotals.testMode,
      count: campaignTotals.gifts,
      counted: sql<string>`${campaignTotals.counted}::numeric(14, 2)::text`,
      platformFee: sql<string>`${campaignTotals.platformFee}::numeric(14, 2)::text`,
      processingFee: sql<string>`${campaignTotals.processingFee}::numeric(14, 2)::text`,
      payoutAmount: sql<string>`${campaignTotals.payoutAmount}::numeric(14, 2)::text`,
    })
    .from(campaignTotals)
    .where(and(eq(campaignTotals.campaignId, campaignId), gt(campaignTotals.gifts, 0)));
}

/** Every payout of the campaign with its lines (a campaign has a handful). */
export async function payoutsOf(db: Database, campaignId: number): Promise<PayoutRecord[]> {
  const payouts = await db
    .select()
    .from(payoutSchedule)
    .where(eq(payoutSchedule.campaignId, campaignId))
    .orderBy(asc(payoutSchedule.createdAt), asc(payoutSchedule.id));
  if (payouts.length === 0) return [];
  const lines = await payoutLinesOf(
    db,
    payouts.map((payout) => payout.id),
  );
  return payouts.map((payout) => ({
    id: payout.id,
    status: payout.status,
    requestedAt: payout.createdAt,
    payoutDeadline: payout.payoutDeadline,
    payoutDate: payout.payoutDate,
    transferReference: payout.transferReference,
    lines: lines.get(payout.id) ?? [],
  }));
}

/** The campaign's currency first, then by code. */
export function byCampaignCurrency(campaignCurrency: string) {
  return <Line extends { currency: string }>(a: Line, b: Line) =>
    Number(b.currency === campaignCurrency) - Number(a.currency === campaignCurrency) ||
    a.currency.localeCompare(b.currency);
}

/** The ledger of one campaign: kept totals and payout lines, nothing per gift. `db` may be a transaction. */
export async function campaignLedgerOf(
  db: Database,
  campaign: { id: number; campaignCurrency: string },
): Promise<CampaignLedger> {
  const [totals, payouts] = await Promise.all([keptTotalsOf(db, campaign.id), payoutsOf(db, campaign.id)]);
  const live = totals.filter((row) => !row.isWallet && !row.testMode);
  const currencies = new Set([
    ...live.map((row) => row.currency),
    ...payouts.flatMap((payout) => payout.lines.map((line) => line.currency)),
  ]);
  const pending = payouts.find((payout) => payout.status !== 'completed');
  const card = [...currencies].map((currency): LedgerLine => {
    const row = live.find((total) => total.currency === currency);
    const counted = minorOf(row?.counted ?? '0', currency);
    const net = minorOf(row?.payoutAmount ?? '0', currency);
    const paidOut = payouts
      .filter((payout) => payout.status === 'completed')
      .flatMap((payout) => payout.lines)
      .filter((line) => line.currency === currency)
      .reduce((sum, line) => sum + minorOf(line.paid ?? '0', currency), 0);
    const requested = pending?.lines.find((line) => line.currency === currency)?.owed ?? null;
    return {
      currency,
      contributions: row?.count ?? 0,
      counted: decimalOf(counted, currency),
      platformFee: row?.platformFee ?? '0.00',
      processingFee: row?.processingFee ?? '0.00',
      fees: decimalOf(counted - net, currency),
      paidOut: decimalOf(paidOut, currency),
      balance: decimalOf(net - paidOut, currency),
      requested,
    };
  });
  const order = byCampaignCurrency(campaign.campaignCurrency);
  return {
    campaignCurrency: campaign.campaignCurrency,
    card: card.sort(order),
    wallet: totals
      .filter((row) => row.isWallet && !row.testMode)
      .map(({ currency, count, counted }) => ({ currency, contributions: count, total: counted }))
      .sort(order),
    testMoney: totals
      .filter((row) => row.testMode)
      .map(({ currency, count, counted }) => ({ currency, contributions: count, counted }))
      .sort(order),
    payouts,
  };
}

/** One wallet and currency of a campaign's confirmed mobile-wallet gifts. */
export interface WalletProviderLine {
  /** The wallet the giver named (M-Pesa, MTN MoMo…); null for gifts recorded before it was asked. */
  provider: string | null;
  currency: string;
  contributions: number;
  total: string;
}

/**
 * The ledger's wallet lines split by the wallet the giver used (the family statement): the same gifts the kept
 * totals count (counted, not test money), so each currency's providers add up to its `wallet` line.
 */
export async function walletGiftsByProviderOf(
  db: Database,
  campaignId: number,
): Promise<WalletProviderLine[]> {
  const rows = await db
    .select({
      provider: contributions.walletProvider,
      currency: contributions.currency,
      contributions: sql<number>`count(*)::int`,
      total: sql<string>`sum(${countedAmount})::numeric(14, 2)::text`,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        eq(contributions.paymentMethod, 'mobile_wallet'),
        eq(contributions.testMode, false),
        countsTowardTotal,
      ),
    )
    .groupBy(contributions.walletProvider, contributions.currency);
  return rows.sort(
    (a, b) => a.currency.localeCompare(b.currency) || (a.provider ?? '').localeCompare(b.provider ?? ''),
  );
}

/** The currencies in which the recipient is owed money now (a positive balance): what a payout request would pay. */
export function payableLines(ledger: CampaignLedger): LedgerLine[] {
  return ledger.card.filter((line) => minorOf(line.balance, line.currency) > 0);
}

/**
 * Whether the campaign holds money: a balance owed or overdrawn in any currency, or a payout waiting for an admin.
 * (Deleting a campaign that does is refused: its money would strand.)
 */
export async function campaignHoldsMoney(
  db: Database,
  campaign: { id: number; campaignCurrency: string },
): Promise<boolean> {
  const ledger = await campaignLedgerOf(db, campaign);
  return (
    ledger.payouts.some((payout) => payout.status !== 'completed') ||
    ledger.card.some((line) => minorOf(line.balance, line.currency) !== 0)
  );
}

/**
 * The lines of the outer `campaigns` row's payout waiting for an admin, as SQL (a json array of OwedLine; empty
 * when none waits): a campaign has at most one.
 */
export const pendingPayoutLinesOfOuterCampaign = sql<OwedLine[]>`(
  select coalesce(json_agg(json_build_object('currency', l.currency, 'owed', l.owed::numeric(14, 2)::text)
    order by l.currency), '[]'::json)
  from ${payoutLines} l join ${payoutSchedule} p on p.id = l.payout_id
  where p.campaign_id = ${OUTER_CAMPAIGN_ID} and p.status <> 'completed'
)`;

/** The deadline of the outer `campaigns` row's payout waiting for an admin, as SQL; null when none waits. */
export const pendingPayoutDeadlineOfOuterCampaign = sql<Date | null>`(
  select p.payout_deadline from ${payoutSchedule} p
  where p.campaign_id = ${OUTER_CAMPAIGN_ID} and p.status <> 'completed'
  order by p.created_at desc limit 1
)`.mapWith(payoutSchedule.payoutDeadline);

/** The lines of the given payouts, per payout id (the admin's Payouts tab and CSV: a page of payouts at a time). */
export async function payoutLinesOf(db: Database, payoutIds: number[]) {
  if (payoutIds.length === 0) return new Map<number, PayoutLineRecord[]>();
  const rows = await db
    .select({
      payoutId: payoutLines.payoutId,
      currency: payoutLines.currency,
      counted: sql<string>`${payoutLines.counted}::numeric(14, 2)::text`,
      platformFee: sql<string>`${payoutLines.platformFee}::numeric(14, 2)::text`,
      processingFee: sql<string>`${payoutLines.processingFee}::numeric(14, 2)::text`,
      owed: sql<string>`${payoutLines.owed}::numeric(14, 2)::text`,
      paid: sql<string | null>`${payoutLines.paid}::numeric(14, 2)::text`,
      differenceReason: payoutLines.differenceReason,
    })
    .from(payoutLines)
    .where(inArray(payoutLines.payoutId, payoutIds))
    .orderBy(asc(payoutLines.currency));
  const byPayout = new Map<number, PayoutLineRecord[]>();
  for (const { payoutId, ...line } of rows) byPayout.set(payoutId, [...(byPayout.get(payoutId) ?? []), line]);
  return byPayout;
}

/**
 * Completed and pending payouts across the platform, per currency of their lines: what was paid, and what waits
 * to be paid (the admin overview).
 */
export async function payoutTotalsByCurrency(db: Database) {
  const completed = sql<boolean>`(${payoutSchedule.status} = 'completed')`;
  return db
    .select({
      completed,
      currency: payoutLines.currency,
      count: sql<number>`count(distinct ${payoutSchedule.id})::int`,
      amount: sql<string>`sum(case when ${completed} then ${payoutLines.paid} else ${payoutLines.owed} end)::numeric(14, 2)::text`,
    })
    .from(payoutLines)
    .innerJoin(payoutSchedule, eq(payoutSchedule.id, payoutLines.payoutId))
    .groupBy(completed, payoutLines.currency);
}

/**
 * The family's share of the outer `campaigns` row's counted gifts per currency, as SQL for a kept-totals subquery:
 * counted less what the fees took (the stored payout amounts; a wallet gift's is the whole gift), test money left out.
 */
export const familyShareOfKeptTotals = sql<string>`coalesce(sum(${campaignTotals.payoutAmount}) filter (where not ${campaignTotals.testMode}), 0)::text`;
