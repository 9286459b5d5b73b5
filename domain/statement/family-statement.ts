import { m } from '../../paraglide/messages';
import type { BudgetCategory } from '../budget/budget-categories';
import { BUDGET_CATEGORY_WORDS } from '../budget/budget-category-words';
import { formatMoney, storedExponent } from '../shared/currency-conversion';
import { type Locale, messagesIn } from '../shared/locales';
import { toMajorUnits } from '../shared/money';

/**
 * The family's statement (issue 34 item 5): every figure of a campaign's money and funeral, in integer minor units,
 * each read from its one source (family-statement.server.ts). The page, the text file and the CSV are three
 * renderings of the same sections (`statementSections`), so they cannot disagree.
 */
export interface FamilyStatement {
  campaign: { id: number; deceasedName: string; campaignCurrency: string };
  /** ISO timestamp. */
  generatedAt: string;
  /** The payout ledger's card lines, per currency (refunds and disputes taken off), test money left out. */
  card: {
    currency: string;
    contributions: number;
    countedMinor: number;
    platformFeeMinor: number;
    processingFeeMinor: number;
    /** What the fees took of what counts (the ledger's figure: a refunded gift's fees shrink with it). */
    feesMinor: number;
    paidOutMinor: number;
    balanceMinor: number;
  }[];
  /** Confirmed mobile-wallet gifts per wallet and currency: already with the recipient. */
  wallet: { provider: string | null; currency: string; contributions: number; totalMinor: number }[];
  /** Test-mode card gifts: shown apart, never paid. */
  testMoney: { currency: string; contributions: number; countedMinor: number }[];
  payouts: {
    id: number;
    status: string;
    requestedAt: string;
    payoutDate: string | null;
    transferReference: string | null;
    /** `differenceReason`: why the admin paid other than was owed (the rest stays in the balance). */
    lines: {
      currency: string;
      owedMinor: number;
      paidMinor: number | null;
      differenceReason: string | null;
    }[];
  }[];
  givenInPerson: { totals: { currency: string; amountMinor: number; gifts: number }[]; inKindGifts: number };
  budget: {
    currency: string;
    lines: {
      id: number;
      category: BudgetCategory;
      description: string | null;
      plannedMinor: number;
      spentMinor: number;
    }[];
    /** Newest first; removed ones listed and marked, never counted. */
    spending: {
      budgetLineId: number;
      paidOn: string;
      paidTo: string;
      amountMinor: number;
      edited: boolean;
      removed: boolean;
    }[];
    plannedMinor: number;
    spentMinor: number;
  };
}

/** An amount with its currency, in minor units: each rendering writes it its own way. */
export interface StatementMoney {
  minor: number;
  currency: string;
}

export type StatementCell = string | number | StatementMoney | null;

export interface StatementSection {
  id: 'card' | 'wallet' | 'test-money' | 'payouts' | 'in-person' | 'budget' | 'spending';
  title: string;
  note: string | null;
  columns: string[];
  rows: StatementCell[][];
  /** What to say when there are no rows. */
  empty: string;
}

const money = (minor: number, currency: string): StatementMoney => ({ minor, currency });
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

export function isStatementMoney(cell: StatementCell): cell is StatementMoney {
  return typeof cell === 'object' && cell !== null;
}

/**
 * A cell as a person reads it (the page and the text file): amounts exact, in the currency's own decimals, written
 * for `moneyLocale` (the page's reader; the files' English).
 */
export function statementCellText(cell: StatementCell, moneyLocale: string): string {
  if (cell === null) return '';
  if (isStatementMoney(cell)) {
    return formatMoney(toMajorUnits(cell.minor, cell.currency), cell.currency, moneyLocale);
  }
  return String(cell);
}

/**
 * A cell as a spreadsheet reads it: an amount is a plain number in the currency's decimals ("150000" shillings,
 * "25.00" dollars); its currency is in the row's own Currency column.
 */
export function statementCellCsv(cell: StatementCell): string | number | null {
  if (!isStatementMoney(cell)) return cell;
  return toMajorUnits(cell.minor, cell.currency).toFixed(storedExponent(cell.currency));
}

/** The statement's sections in the reader's language: the one source of the page, the text file and the CSV. */
export function statementSections(statement: FamilyStatement, locale: Locale): StatementSection[] {
  const say = messagesIn(locale);
  const { budget } = statement;
  const lineLabel = new Map(
    budget.lines.map((line) => {
      const category = say(BUDGET_CATEGORY_WORDS[line.category] ?? m.budget_category_other);
      return [line.id, line.description ? `${category}: ${line.description}` : category];
    }),
  );
  const budgetTotal: StatementCell[] = [
    say(m.statement_total),
    budget.currency,
    money(budget.plannedMinor, budget.currency),
    money(budget.spentMinor, budget.currency),
    money(budget.plannedMinor - budget.spentMinor, budget.currency),
  ];
  const sections: StatementSection[] = [
    {
      id: 'card',
      title: say(m.statement_card_title),
      note: say(m.statement_card_note),
      columns: [
        say(m.statement_col_currency),
        say(m.statement_col_gifts),
        say(m.statement_col_counted),
        say(m.statement_col_platform_fee),
        say(m.statement_col_processing_fee),
        say(m.statement_col_family_share),
        say(m.statement_col_paid_out),
        say(m.statement_col_balance),
      ],
      rows: statement.card.map((line) => [
        line.currency,
        line.contributions,
        money(line.countedMinor, line.currency),
        money(line.platformFeeMinor, line.currency),
        money(line.processingFeeMinor, line.currency),
        money(line.countedMinor - line.feesMinor, line.currency),
        money(line.paidOutMinor, line.currency),
        money(line.balanceMinor, line.currency),
      ]),
      empty: say(m.statement_card_none),
    },
    {
      id: 'wallet',
      title: say(m.statement_wallet_title),
      note: say(m.statement_wallet_note),
      columns: [
        say(m.statement_col_wallet),
        say(m.statement_col_currency),
        say(m.statement_col_gifts),
        say(m.statement_col_amount),
      ],
      rows: statement.wallet.map((line) => [
        line.provider ?? say(m.statement_wallet_unnamed),
        line.currency,
        line.contributions,
        money(line.totalMinor, line.currency),
      ]),
      empty: say(m.statement_wallet_none),
    },
    {
      id: 'payouts',
      title: say(m.statement_payouts_title),
      note: null,
      columns: [
        say(m.statement_col_payout),
        say(m.statement_col_requested),
        say(m.statement_col_paid_on),
        say(m.statement_col_status),
        say(m.statement_col_reference),
        say(m.statement_col_currency),
        say(m.statement_col_owed),
        say(m.statement_col_paid),
        say(m.statement_col_mark),
      ],
      rows: statement.payouts.flatMap((payout) =>
        payout.lines.map((line) => [
          `#${payout.id}`,
          day(payout.requestedAt),
          day(payout.payoutDate),
          payout.status === 'completed' ? say(m.statement_status_completed) : say(m.statement_status_waiting),
          payout.transferReference,
          line.currency,
          money(line.owedMinor, line.currency),
          line.paidMinor === null ? null : money(line.paidMinor, line.currency),
          line.differenceReason,
        ]),
      ),
      empty: say(m.statement_payouts_none),
    },
    {
      id: 'in-person',
      title: say(m.statement_in_person_title),
      note: say(m.statement_in_person_note),
      columns: [say(m.statement_col_currency), say(m.statement_col_gifts), say(m.statement_col_amount)],
      rows: [
        ...statement.givenInPerson.totals.map((total): StatementCell[] => [
          total.currency,
          total.gifts,
          money(total.amountMinor, total.currency),
        ]),
        ...(statement.givenInPerson.inKindGifts > 0
          ? [[say(m.statement_in_kind), statement.givenInPerson.inKindGifts, null]]
          : []),
      ],
      empty: say(m.statement_in_person_none),
    },
    {
      id: 'budget',
      title: say(m.statement_budget_title),
      note: null,
      columns: [
        say(m.statement_col_line),
        say(m.statement_col_currency),
        say(m.statement_col_planned),
        say(m.statement_col_spent),
        say(m.statement_col_left),
      ],
      rows:
        budget.lines.length === 0
          ? []
          : [
              ...budget.lines.map((line): StatementCell[] => [
                lineLabel.get(line.id) ?? '',
                budget.currency,
                money(line.plannedMinor, budget.currency),
                money(line.spentMinor, budget.currency),
                money(line.plannedMinor - line.spentMinor, budget.currency),
              ]),
              budgetTotal,
            ],
      empty: say(m.statement_budget_none),
    },
    {
      id: 'spending',
      title: say(m.statement_spending_title),
      note: say(m.statement_spending_note),
      columns: [
        say(m.statement_col_date),
        say(m.statement_col_paid_to),
        say(m.statement_col_line),
        say(m.statement_col_currency),
        say(m.statement_col_amount),
        say(m.statement_col_mark),
      ],
      rows: budget.spending.map((entry) => [
        entry.paidOn,
        entry.paidTo,
        lineLabel.get(entry.budgetLineId) ?? '',
        budget.currency,
        money(entry.amountMinor, budget.currency),
        entry.removed ? say(m.statement_mark_removed) : entry.edited ? say(m.statement_mark_edited) : null,
      ]),
      empty: say(m.statement_spending_none),
    },
  ];
  if (statement.testMoney.length > 0) {
    sections.splice(2, 0, {
      id: 'test-money',
      title: say(m.statement_test_title),
      note: say(m.statement_test_note),
      columns: [say(m.statement_col_currency), say(m.statement_col_gifts), say(m.statement_col_amount)],
      rows: statement.testMoney.map((line) => [
        line.currency,
        line.contributions,
        money(line.countedMinor, line.currency),
      ]),
      empty: '',
    });
  }
  return sections;
}
