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
import { parseRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { BudgetBar } from '../components/budget/budget-bar';
import { alertOf, failureFor, LineFields } from '../components/budget/budget-form-fields';
import { BudgetPayments } from '../components/budget/budget-payments';
import { RowAction } from '../components/budget/row-action';
import { FormAlert } from '../components/forms/form-alert';
import { dayText } from '../lib/campaign-display';
import { readFamilyPage } from '../lib/family-page.server';
import { photoOfForm } from '../lib/form-photo.server';
import { type FormFailure, formFailure, formValues } from '../lib/form-result.server';
import { messageIn } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-budget';

export { formActionHeaders as headers } from '../lib/action-headers';

const NOTICES = {
  'line-added': 'The line was added to the budget.',
  'line-changed': 'The budget line was changed.',
  'line-removed': 'The budget line was removed.',
  'payment-recorded': 'The payment was recorded.',
  'payment-edited': 'The payment was changed. It shows as edited.',
  'payment-removed': 'The payment was removed. It stays listed as removed and no longer counts.',
  public: 'The budget is now on the campaign page for everyone, with its receipts.',
  private: 'The budget is now private: only the family sees it.',
} as const;

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
      notice: notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null,
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
  const done = (what: keyof typeof NOTICES) =>
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
        throw new InvalidInputError('Please send this form from its page.');
    }
  } catch (error) {
    return formFailure(error, values);
  }
}

export default function FamilyBudget({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
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
          Funeral budget
        </h2>
        <BudgetBar
          figures={[
            { key: 'planned', label: 'Planned', amount: overview.planned, width: overview.widths.planned },
            { key: 'raised', label: 'Raised online', amount: overview.raised, width: overview.widths.raised },
            { key: 'spent', label: 'Spent', amount: overview.spent, width: overview.widths.spent },
          ]}
        />
        <p className="mt-3 text-sm text-stone-700">
          {budgetPublic
            ? 'Public: everyone who opens the campaign page sees this budget, its payments and their receipts.'
            : 'Private: only the family sees this budget. Nothing of it is on the campaign page.'}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="visibility" />
          <input type="hidden" name="budgetPublic" value={budgetPublic ? 'false' : 'true'} />
          <FormAlert message={visibilityFailure?.message} />
          <button type="submit" className="button-secondary w-full sm:w-auto" disabled={busy}>
            {budgetPublic ? 'Make the budget private' : 'Show the budget on the page'}
          </button>
        </Form>
      </section>

      <section aria-labelledby="budget-lines-heading">
        <h2 id="budget-lines-heading" className="font-serif text-xl font-bold">
          Planned costs
        </h2>
        {lines.length === 0 ? (
          <p className="mt-2 text-stone-700">No lines yet. Add the first cost you expect below.</p>
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
                    Planned {line.planned} · Spent {line.spent}
                  </p>
                  <RowAction
                    label="Change"
                    subject={line.name}
                    intent="change-line"
                    idName="lineId"
                    id={line.id}
                    refused={changeFailure !== undefined}
                    alert={alertOf(changeFailure)}
                    submit="Save changes"
                    busy={busy}
                  >
                    <LineFields failure={changeFailure} line={line} currency={currency} />
                  </RowAction>
                  <RowAction
                    label="Remove"
                    subject={line.name}
                    intent="remove-line"
                    idName="lineId"
                    id={line.id}
                    refused={removeFailure !== undefined}
                    alert={removeFailure?.message}
                    submit="Remove this line"
                    busy={busy}
                    danger
                  >
                    <p className="text-sm text-stone-700">
                      A line with payments stays until its payments are removed.
                    </p>
                  </RowAction>
                </li>
              );
            })}
          </ul>
        )}
        <h3 className="mt-6 font-semibold">Add a planned cost</h3>
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="add-line" />
          <FormAlert message={alertOf(addFailure)} />
          <LineFields failure={addFailure} currency={currency} />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            Add to the budget
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
