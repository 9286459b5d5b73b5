import { Form } from 'react-router';
import { IN_PERSON_LIMITS } from '../../../domain/in-person-gifts/in-person-gift-rules';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
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
  const { t } = useMessages();
  return (
    <section
      aria-labelledby="record-gift-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="record-gift-heading" className="font-serif text-xl font-bold">
        {t(m.family_record_heading)}
      </h2>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="record" />
        <FormAlert
          message={recordFailure && !recordFailure.isValidation ? recordFailure.message : undefined}
        />
        <TextField
          label={t(m.family_record_giver)}
          name="giverName"
          maxLength={IN_PERSON_LIMITS.giverName}
          autoComplete="off"
          defaultValue={recordFailure?.values.giverName}
          error={recordFailure?.fieldErrors.giverName}
          hint={t(m.family_record_giver_hint)}
        />
        <TextField
          label={t(m.family_record_amount)}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={recordFailure?.values.amount}
          error={recordFailure?.fieldErrors.amount}
          hint={t(m.family_record_amount_hint)}
        />
        <SelectField
          label={t(m.family_record_currency)}
          name="currency"
          defaultValue={recordFailure?.values.currency ?? campaignCurrency}
          error={recordFailure?.fieldErrors.currency}
        >
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {t(m.family_record_currency_option, { code: currency.code, name: currency.name })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(m.family_record_in_kind)}
          name="inKind"
          maxLength={IN_PERSON_LIMITS.inKind}
          autoComplete="off"
          defaultValue={recordFailure?.values.inKind}
          error={recordFailure?.fieldErrors.inKind}
          hint={t(m.family_record_in_kind_hint)}
        />
        <TextField
          label={t(m.family_record_note)}
          name="note"
          maxLength={IN_PERSON_LIMITS.note}
          autoComplete="off"
          defaultValue={recordFailure?.values.note}
          error={recordFailure?.fieldErrors.note}
        />
        <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
          {t(m.family_record_submit)}
        </button>
      </Form>
    </section>
  );
}
