import { BUDGET_CATEGORIES } from '../../../domain/budget/budget-categories';
import { BUDGET_CATEGORY_WORDS } from '../../../domain/budget/budget-category-words';
import { BUDGET_LIMITS } from '../../../domain/budget/budget-schemas';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { PhotoField } from '../forms/photo-field';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';

/** The failure of this form (its intent, and its row when it has one), if the last answer was one. */
export function failureFor(
  failure: FormFailure | undefined,
  intent: string,
  id?: { name: string; value: number },
) {
  if (failure === undefined || failure.values.intent !== intent) return undefined;
  if (id && failure.values[id.name] !== String(id.value)) return undefined;
  return failure;
}

/** A failure's message for the form's alert: a field's own message shows beside the field instead. */
export const alertOf = (failure: FormFailure | undefined) =>
  failure && !failure.isValidation && Object.keys(failure.fieldErrors).length === 0
    ? failure.message
    : undefined;

export type Line = { id: number; name: string; category: string; description: string; plannedTyped: string };

/** A budget line's fields: the add form's and each line's change form. */
export function LineFields({
  failure,
  line,
  currency,
}: {
  failure?: FormFailure;
  line?: Line;
  currency: string;
}) {
  const { t } = useMessages();
  return (
    <>
      <SelectField
        label={t(m.family_budget_line_for)}
        name="category"
        required
        defaultValue={failure?.values.category ?? line?.category ?? ''}
        error={failure?.fieldErrors.category}
      >
        <option value="" disabled>
          {t(m.family_budget_choose)}
        </option>
        {BUDGET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(BUDGET_CATEGORY_WORDS[category])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(m.family_budget_in_your_words)}
        name="description"
        maxLength={BUDGET_LIMITS.description}
        defaultValue={failure?.values.description ?? line?.description}
        error={failure?.fieldErrors.description}
        hint={t(m.family_budget_in_your_words_hint)}
      />
      <TextField
        label={t(m.family_budget_planned_amount, { currency })}
        name="plannedAmount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={failure?.values.plannedAmount ?? line?.plannedTyped}
        error={failure?.fieldErrors.plannedAmount}
      />
    </>
  );
}

export type Payment = {
  id: number;
  budgetLineId: number;
  amountTyped: string;
  paidOn: string;
  paidTo: string;
  receipt: string | null;
};

/** A payment's fields, with its receipt photo: the record form's and each payment's edit form. */
export function PaymentFields({
  failure,
  payment,
  lines,
  currency,
  today,
}: {
  failure?: FormFailure;
  payment?: Payment;
  lines: Line[];
  currency: string;
  today: string;
}) {
  const { t, locale } = useMessages();
  return (
    <>
      <SelectField
        label={t(m.family_budget_line)}
        name="budgetLineId"
        required
        defaultValue={failure?.values.budgetLineId ?? (payment ? String(payment.budgetLineId) : '')}
        error={failure?.fieldErrors.budgetLineId}
      >
        <option value="" disabled>
          {t(m.family_budget_choose)}
        </option>
        {lines.map((line) => (
          <option key={line.id} value={line.id}>
            {line.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(m.family_budget_amount_paid, { currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={failure?.values.amount ?? payment?.amountTyped}
        error={failure?.fieldErrors.amount}
      />
      <TextField
        label={t(m.family_budget_date_paid)}
        name="paidOn"
        type="date"
        max={today}
        required
        defaultValue={failure?.values.paidOn ?? payment?.paidOn ?? today}
        error={failure?.fieldErrors.paidOn}
      />
      <TextField
        label={t(m.family_budget_paid_to)}
        name="paidTo"
        required
        maxLength={BUDGET_LIMITS.paidTo}
        defaultValue={failure?.values.paidTo ?? payment?.paidTo}
        error={failure?.fieldErrors.paidTo}
        hint={t(m.family_budget_paid_to_hint)}
      />
      <PhotoField
        locale={locale}
        label={payment?.receipt ? t(m.family_budget_new_receipt) : t(m.family_budget_receipt_photo)}
        keptUrl={failure?.values.photo}
        error={failure?.fieldErrors.photo ?? failure?.fieldErrors.receipt}
      />
    </>
  );
}
