import { data, Form, redirect, useNavigation } from 'react-router';
import type { BudgetCategory } from '../../domain/budget/budget-categories';
import { BUDGET_CATEGORY_WORDS } from '../../domain/budget/budget-category-words';
import {
  budgetLineSchema,
  budgetPaymentSchema,
  budgetVisibilitySchema,
} from '../../domain/budget/budget-schemas';
import {
  addBudgetLine,
  changeBudgetLine,
  editBudgetPayment,
  recordBudgetPayment,
  removeBudgetLine,
  removeBudgetPayment,
  setBudgetVisibility,
} from '../../domain/budget/change-budget.server';
import { readFamilyBudget } from '../../domain/budget/family-budget.server';
import { receiptPathOf } from '../../domain/budget/read-receipt.server';
import { formatMoney } from '../../domain/shared/currency-conversion';
import { InvalidInputError } from '../../domain/shared/errors';
import { FORM_BODY_LIMITS } from '../../domain/shared/form-body-limits';
import { toMajorUnits, toTypedAmount } from '../../domain/shared/money';
import { refusalKey } from '../../domain/shared/refusal-words';
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { m } from '../../paraglide/messages';
import { BudgetBar } from '../components/budget/budget-bar';
import { alertOf, failureFor, LineFields } from '../components/budget/budget-form-fields';
import { BUDGET_NOTICES } from '../components/budget/budget-notices';
import { BudgetPayments } from '../components/budget/budget-payments';
import { RowAction } from '../components/budget/row-action';
import { FormAlert } from '../components/forms/form-alert';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { photoOfForm } from '../lib/form-photo.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-budget';

export { formActionHeaders as headers } from '../lib/action-headers';

/** /family/{campaignId}/budget (issue 34): plan the funeral's costs, record what was paid with receipts, show it or not. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await readFamilyPage(params.campaignId, (campaignId) =>
    readFamilyBudget(context.db, { campaignId, actor: context.actor }),
  );
  if (!found) return null;
  const locale = visitorLocaleOf(request.headers);
  const { budget, overview } = found;
  const money = (minor: number) => formatMoney(toMajorUnits(minor, budget.currency), budget.currency, locale);
  const notice = new URL(request.url).searchParams.get('done');
  const categoryName = (category: BudgetCategory) =>
    messageIn(context.locale, BUDGET_CATEGORY_WORDS[category]);
  const lineName = (line: { category: BudgetCategory; description: string | null }) =>
    line.description ?? categoryName(line.category);
  const namesById = new Map(budget.lines.map((line) => [line.id, lineName(line)]));
  return data(
    {
      notice:
        notice && Object.hasOwn(BUDGET_NOTICES, notice)
          ? messageIn(context.locale, BUDGET_NOTICES[notice as keyof typeof BUDGET_NOTICES])
          : null,
      budgetPublic: found.budgetPublic,
      currency: budget.currency,
      overview: {
        widths: overview.widths,
        planned: money(overview.plannedMinor),
        raised: money(overview.raisedMinor),
        spent: money(overview.spentMinor),
      },
      lines: budget.lines.map((line) => ({
        id: line.id,
        name: lineName(line),
        category: line.category,
        categoryLabel: categoryName(line.category),
        description: line.description ?? '',
        planned: money(line.plannedMinor),
        plannedTyped: toTypedAmount(line.plannedMinor, budget.currency),
        spent: money(line.spentMinor),
      })),
      payments: budget.spending.map((payment) => ({
        id: payment.id,
        budgetLineId: payment.budgetLineId,
        lineName: namesById.get(payment.budgetLineId) ?? '',
        amount: money(payment.amountMinor),
        amountTyped: toTypedAmount(payment.amountMinor, budget.currency),
        paidOn: payment.paidOn,
        paidOnText: dayText(new Date(`${payment.paidOn}T12:00:00Z`), locale),
        paidTo: payment.paidTo,
        receipt: payment.receipt ? receiptPathOf(payment.id) : null,
        edited: payment.editedAt !== null,
        removed: payment.deletedAt !== null,
      })),
      today: new Date().toISOString().slice(0, 10),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await readForm(request, { maxBytes: FORM_BODY_LIMITS.withPhoto });
  const values = formValues(formData);
  const campaignId = parseRowId(params.campaignId) ?? 0;
  const lineId = parseRowId(formData.get('lineId')) ?? 0;
  const paymentId = parseRowId(formData.get('paymentId')) ?? 0;
  const family = { campaignId, actor: context.actor };
  const dependencies = {
    campaignChanged: context.services.campaignChanged,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
  };
  const done = (what: keyof typeof BUDGET_NOTICES) =>
    redirect(`/family/${params.campaignId}/budget?done=${what}`, 303);
  const payment = async () =>
    parseInput(budgetPaymentSchema, { ...values, receipt: await photoOfForm(formData, values, context) });
  try {
    switch (formData.get('intent')) {
      case 'add-line':
        await addBudgetLine(
          context.db,
          { ...family, line: parseInput(budgetLineSchema, values) },
          dependencies,
        );
        return done('line-added');
      case 'change-line':
        await changeBudgetLine(
          context.db,
          { ...family, lineId, line: parseInput(budgetLineSchema, values) },
          dependencies,
        );
        return done('line-changed');
      case 'remove-line':
        await removeBudgetLine(context.db, { ...family, lineId }, dependencies);
        return done('line-removed');
      case 'record-payment':
        await recordBudgetPayment(context.db, { ...family, payment: await payment() }, dependencies);
        return done('payment-recorded');
      case 'edit-payment':
        await editBudgetPayment(context.db, { ...family, paymentId, payment: await payment() }, dependencies);
        return done('payment-edited');
      case 'remove-payment':
        await removeBudgetPayment(context.db, { ...family, paymentId }, dependencies);
        return done('payment-removed');
      case 'visibility': {
        const { budgetPublic } = await setBudgetVisibility(
          context.db,
          { ...family, ...parseInput(budgetVisibilitySchema, values) },
          dependencies,
        );
        return done(budgetPublic ? 'public' : 'private');
      }
      default:
        throw new InvalidInputError(refusalKey('family_error_form'));
    }
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export default function FamilyBudget({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useMessages();
  if (!loaderData) return null;
  const { notice, budgetPublic, currency, overview, lines, payments, today } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const busy = navigation.state === 'submitting';
  const addFailure = failureFor(failure, 'add-line');
  const visibilityFailure = failureFor(failure, 'visibility');
  return (
    <div className="space-y-8">
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {notice}
        </p>
      )}
      <section
        aria-labelledby="budget-glance-heading"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="budget-glance-heading" className="font-serif text-xl font-bold">
          {t(m.budget_heading)}
        </h2>
        <BudgetBar
          figures={[
            {
              key: 'planned',
              label: t(m.budget_planned),
              amount: overview.planned,
              width: overview.widths.planned,
            },
            {
              key: 'raised',
              label: t(m.budget_raised),
              amount: overview.raised,
              width: overview.widths.raised,
            },
            { key: 'spent', label: t(m.budget_spent), amount: overview.spent, width: overview.widths.spent },
          ]}
        />
        <p className="mt-3 text-sm text-stone-700">
          {budgetPublic ? t(m.family_budget_public) : t(m.family_budget_private)}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="visibility" />
          <input type="hidden" name="budgetPublic" value={budgetPublic ? 'false' : 'true'} />
          <FormAlert message={visibilityFailure?.message} />
          <button type="submit" className="button-secondary w-full sm:w-auto" disabled={busy}>
            {budgetPublic ? t(m.family_budget_make_private) : t(m.family_budget_make_public)}
          </button>
        </Form>
      </section>

      <section aria-labelledby="budget-lines-heading">
        <h2 id="budget-lines-heading" className="font-serif text-xl font-bold">
          {t(m.budget_lines_heading)}
        </h2>
        {lines.length === 0 ? (
          <p className="mt-2 text-stone-700">{t(m.family_budget_no_lines)}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {lines.map((line) => {
              const changeFailure = failureFor(failure, 'change-line', { name: 'lineId', value: line.id });
              const removeFailure = failureFor(failure, 'remove-line', { name: 'lineId', value: line.id });
              return (
                <li key={line.id} className="rounded-lg border border-stone-200 bg-white p-4">
                  <p className="font-semibold">{line.name}</p>
                  {line.description && <p className="text-sm text-stone-600">{line.categoryLabel}</p>}
                  <p className="mt-1 text-sm">
                    {t(m.budget_line_figures, { planned: line.planned, spent: line.spent })}
                  </p>
                  <RowAction
                    label={t(m.family_budget_change)}
                    subject={line.name}
                    intent="change-line"
                    idName="lineId"
                    id={line.id}
                    refused={changeFailure !== undefined}
                    alert={alertOf(changeFailure)}
                    submit={t(m.family_save_changes)}
                    busy={busy}
                  >
                    <LineFields failure={changeFailure} line={line} currency={currency} />
                  </RowAction>
                  <RowAction
                    label={t(m.family_budget_remove)}
                    subject={line.name}
                    intent="remove-line"
                    idName="lineId"
                    id={line.id}
                    refused={removeFailure !== undefined}
                    alert={removeFailure?.message}
                    submit={t(m.family_budget_remove_line)}
                    busy={busy}
                    danger
                  >
                    <p className="text-sm text-stone-700">{t(m.family_budget_line_with_payments)}</p>
                  </RowAction>
                </li>
              );
            })}
          </ul>
        )}
        <h3 className="mt-6 font-semibold">{t(m.family_budget_add_heading)}</h3>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="add-line" />
          <FormAlert message={alertOf(addFailure)} />
          <LineFields failure={addFailure} currency={currency} />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            {t(m.family_budget_add_submit)}
          </button>
        </Form>
      </section>

      <BudgetPayments
        payments={payments}
        lines={lines}
        currency={currency}
        today={today}
        failure={failure}
        busy={busy}
      />
    </div>
  );
}
