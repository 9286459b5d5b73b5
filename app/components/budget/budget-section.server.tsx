import type { ReactNode } from 'react';
import type { BudgetCategory } from '../../../domain/budget/budget-categories';
import { budgetOverviewOf } from '../../../domain/budget/budget-overview';
import { receiptPathOf } from '../../../domain/budget/read-receipt.server';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { toMajorUnits } from '../../../domain/shared/money';
import { m } from '../../../paraglide/messages';
import { dayText } from '../../lib/campaign-display';
import { messageIn } from '../../lib/i18n';
import type { GatheringSectionInput } from '../gathering/gathering-sections.server';
import { BudgetBar } from './budget-bar';

const CATEGORY_WORDS = {
  mortuary: m.budget_category_mortuary,
  coffin: m.budget_category_coffin,
  transport: m.budget_category_transport,
  venue: m.budget_category_venue,
  catering: m.budget_category_catering,
  burial: m.budget_category_burial,
  printing: m.budget_category_printing,
  other: m.budget_category_other,
} satisfies Record<BudgetCategory, unknown>;

/**
 * The funeral budget on the campaign page (issue 34), while the family shows it: planned against raised against
 * spent, then each line and each payment with its receipt, as static HTML (decision 017), so it adds no script.
 * "Raised" is the page's own online total. A removed payment stays listed as removed, without its receipt
 * (decision 032); an edited one says so.
 */
export function budgetSection({ page, locale, language }: GatheringSectionInput): ReactNode {
  const { budget } = page;
  if (!budget || (budget.lines.length === 0 && budget.spending.length === 0)) return null;
  const t = <Inputs,>(
    message: (inputs: Inputs, options: { locale: typeof language }) => string,
    inputs?: Inputs,
  ) => messageIn(language, message, ...([inputs] as [Inputs]));
  const money = (minor: number) => formatMoney(toMajorUnits(minor, budget.currency), budget.currency, locale);
  const overview = budgetOverviewOf(budget, page.stats.totalRaised);
  const lineName = new Map(
    budget.lines.map((line) => [line.id, line.description ?? t(CATEGORY_WORDS[line.category])]),
  );
  return (
    <section
      id="budget"
      aria-labelledby="budget-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="budget-heading" className="font-serif text-xl font-bold text-stone-900">
        {t(m.budget_heading)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t(m.budget_intro)}</p>
      <BudgetBar
        figures={[
          {
            key: 'planned',
            label: t(m.budget_planned),
            amount: money(overview.plannedMinor),
            width: overview.widths.planned,
          },
          {
            key: 'raised',
            label: t(m.budget_raised),
            amount: money(overview.raisedMinor),
            width: overview.widths.raised,
          },
          {
            key: 'spent',
            label: t(m.budget_spent),
            amount: money(overview.spentMinor),
            width: overview.widths.spent,
          },
        ]}
      />
      <h3 className="mt-5 font-semibold text-stone-900">{t(m.budget_lines_heading)}</h3>
      <ul className="mt-2 divide-y divide-stone-200">
        {budget.lines.map((line) => (
          <li key={line.id} className="py-2">
            <p className="font-medium text-stone-900">{lineName.get(line.id)}</p>
            <p className="text-sm text-stone-700">
              {t(m.budget_line_figures, { planned: money(line.plannedMinor), spent: money(line.spentMinor) })}
            </p>
          </li>
        ))}
      </ul>
      {budget.spending.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-stone-900">{t(m.budget_payments_heading)}</h3>
          <ul className="mt-2 divide-y divide-stone-200">
            {budget.spending.map((payment) => {
              const what = { amount: money(payment.amountMinor), paidTo: payment.paidTo };
              const removed = payment.deletedAt !== null;
              return (
                <li key={payment.id} className="py-2">
                  <p className={removed ? 'text-stone-600 line-through' : 'text-stone-900'}>
                    {t(m.budget_payment, what)}
                  </p>
                  <p className="text-sm text-stone-600">
                    <time dateTime={payment.paidOn}>
                      {dayText(new Date(`${payment.paidOn}T12:00:00Z`), locale)}
                    </time>
                    {' · '}
                    {lineName.get(payment.budgetLineId)}
                    {payment.editedAt && !removed && ` · ${t(m.budget_edited)}`}
                    {removed && ` · ${t(m.budget_removed)}`}
                  </p>
                  {payment.receipt && !removed && (
                    <a
                      href={receiptPathOf(payment.id)}
                      aria-label={t(m.budget_receipt_label, what)}
                      className="text-sm font-medium text-amber-800 underline"
                    >
                      {t(m.budget_receipt)}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
