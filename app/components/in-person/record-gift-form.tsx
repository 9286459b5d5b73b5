import { Form } from 'react-router';
import { IN_PERSON_LIMITS } from '../../../domain/in-person-gifts/in-person-gift-rules';
import type { FormFailure } from '../../lib/form-result.server';
import { FormAlert } from '../forms/form-alert';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';

interface RecordGiftFormProps {
  currencies: { code: string; name: string }[];
  campaignCurrency: string;
  failure: FormFailure | undefined;
  busy: boolean;
}

/**
 * The family records one gift handed over in person (issue 34 item 3): a name or none (Anonymous), an amount in any
 * currency or what was given in kind, a note. The page keys it by the figure: a recorded gift clears it, a refused
 * one keeps what was typed.
 */
export function RecordGiftForm({
  currencies,
  campaignCurrency,
  failure: recordFailure,
  busy,
}: RecordGiftFormProps) {
  return (
    <section
      aria-labelledby="record-gift-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="record-gift-heading" className="font-serif text-xl font-bold">
        Record a gift
      </h2>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="record" />
        <FormAlert
          message={recordFailure && !recordFailure.isValidation ? recordFailure.message : undefined}
        />
        <TextField
          label="Name of the giver"
          name="giverName"
          maxLength={IN_PERSON_LIMITS.giverName}
          autoComplete="off"
          defaultValue={recordFailure?.values.giverName}
          error={recordFailure?.fieldErrors.giverName}
          hint="Leave it empty for Anonymous."
        />
        <TextField
          label="Amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={recordFailure?.values.amount}
          error={recordFailure?.fieldErrors.amount}
          hint="For money: the amount, like 1500 or 1500.50. Leave it empty for a gift in kind."
        />
        <SelectField
          label="Currency"
          name="currency"
          defaultValue={recordFailure?.values.currency ?? campaignCurrency}
          error={recordFailure?.fieldErrors.currency}
        >
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} · {currency.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Or, given in kind"
          name="inKind"
          maxLength={IN_PERSON_LIMITS.inKind}
          autoComplete="off"
          defaultValue={recordFailure?.values.inKind}
          error={recordFailure?.fieldErrors.inKind}
          hint="What was given instead of money: a bag of rice, a tent, food for the mourners."
        />
        <TextField
          label="Note (optional, seen by the family only)"
          name="note"
          maxLength={IN_PERSON_LIMITS.note}
          autoComplete="off"
          defaultValue={recordFailure?.values.note}
          error={recordFailure?.fieldErrors.note}
        />
        <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
          Record the gift
        </button>
      </Form>
    </section>
  );
}
