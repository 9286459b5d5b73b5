import { refusalKey } from '../shared/refusal-words';

/**
 * Asking for the money (spec part 2 §7 POST /api/campaigns/request-payout): a payout to the nominated recipient,
 * or a request to pay someone else (a nominee change) with its reason, for an admin to decide.
 */
export const PAYOUT_REQUEST_TYPES = ['payout', 'nominee-change'] as const;
export type PayoutRequestType = (typeof PAYOUT_REQUEST_TYPES)[number];

export const NOMINEE_CHANGE_REASON_MAX_LENGTH = 1000;

/** Catalogue keys (refusalKey), answered in the reader's language; the English is the spec's. */
export const PAYOUT_REQUEST_MESSAGES = {
  type: refusalKey('payout_error_type'),
  reasonRequired: refusalKey('payout_error_reason'),
  /** Its messages write NOMINEE_CHANGE_REASON_MAX_LENGTH's figure. */
  reasonTooLong: refusalKey('payout_error_reason_long'),
  /** The notice of spec part 2 §4 once a payout is requested; also the 409 of a second request. */
  alreadyRequested: refusalKey('payout_error_already_requested'),
  /** The manage card's notice once a payout was completed: the gifts since build the next one. */
  lastPayoutCompleted: refusalKey('payout_error_last_completed'),
  nothingToPay: refusalKey('payout_error_nothing_to_pay'),
  nomineeChangePending: refusalKey('payout_error_nominee_pending'),
};

/** The three refusals of a request answered 409, told apart by `code`: only the first means someone asked first. */
export const PAYOUT_REQUEST_CONFLICTS = {
  alreadyRequested: 'payout_already_requested',
  nothingToPay: 'nothing_to_pay',
  nomineeChangePending: 'nominee_change_pending',
} as const;

/**
 * One currency of the campaign's ledger (ledger.server.ts): its card gifts that stand (refunds and disputes taken
 * off) with their fees, what earlier payouts paid, and the balance: exact decimal strings.
 */
export interface CardPayoutLine {
  currency: string;
  contributions: number;
  /** What counts of the card gifts (amount less refunds and disputed amounts the bank holds). */
  counted: string;
  platformFee: string;
  processingFee: string;
  /** What completed payouts already paid in this currency. */
  paidOut: string;
  /**
   * The balance: what Pamoja pays the recipient in this currency on the next payout (counted less fees less
   * paidOut). Negative after a refund or lost dispute of money already paid: recovered from later gifts.
   */
  payoutAmount: string;
}

/** Test-mode card gifts: play money, shown apart, never paid. */
export interface TestMoneyPayoutLine {
  currency: string;
  contributions: number;
  counted: string;
}

/** One currency's confirmed mobile-wallet gifts: already with the recipient, never paid again. */
export interface WalletGiftsLine {
  currency: string;
  contributions: number;
  total: string;
}

/** One payout of the campaign as its statement shows it: per currency what was owed and, once completed, paid. */
export interface StatementPayout {
  id: number;
  status: string;
  /** ISO timestamps. */
  requestedAt: string;
  payoutDate: string | null;
  transferReference: string | null;
  lines: { currency: string; owed: string; paid: string | null; differenceReason: string | null }[];
}

/** The money of a statement, as the campaign's ledger has it (payoutStatementOf). */
export interface PayoutFigures {
  campaignCurrency: string;
  /** One line per currency, the campaign's currency first. */
  card: CardPayoutLine[];
  wallet: WalletGiftsLine[];
  /** Test-mode gifts (sandbox or Stripe test keys), labelled as test money and never paid. */
  testMoney: TestMoneyPayoutLine[];
  /**
   * The card payouts of every currency converted into the campaign's currency at the fixed display rates: only
   * when some are in another currency, and then only an estimate (the lines above are what is paid).
   */
  approximatePayoutTotal: { amount: number; currency: string; approximate: true } | null;
  payoutStatus: string | null;
  /** Every payout, the oldest first. */
  payouts: StatementPayout[];
}

/** The currencies a payout request would pay now: those with a positive balance. */
export function payableCardLines(figures: Pick<PayoutFigures, 'card'>): CardPayoutLine[] {
  return figures.card.filter((line) => Number(line.payoutAmount) > 0);
}

/** What the Request Payout dialog reads: the figures, and whether a nominee change is already waiting. */
export interface PayoutStatement extends PayoutFigures {
  nomineeChangePending: boolean;
}

/** A waiting payout's amount owed in one currency, as the admin's Complete Payout form shows it. */
export interface OwedLine {
  currency: string;
  owed: string;
}
