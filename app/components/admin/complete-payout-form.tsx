import { Form } from 'react-router';
import { amountFieldOf } from '../../../domain/payouts/complete-payout-schema';
import type { OwedLine } from '../../../domain/payouts/payout-request';
import { formatMoney } from '../../../domain/shared/currencies';
import { isoDate } from '../../../domain/shared/iso-date';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { TextAreaField, TextField } from '../forms/text-field';
import { useAdminFormFailure } from './admin-form-answer';

export const COMPLETE_PAYOUT_INTENT = 'payout.complete';

/**
 * Complete Payout (spec part 2 §4, decision 021): the admin records the transfer reference, the date and the amount
 * sent in each currency the payout owes (each defaulting to, and shown with, the amount owed); an amount that differs
 * needs a reason and leaves the difference in the campaign's balance. A plain POST form to the dashboard (intent
 * payout.complete), so it works without JavaScript; the Payouts and the Campaigns tabs both use it.
 */
export function CompletePayoutForm({
  campaignId,
  lines,
  today = isoDate(new Date()),
}: {
  campaignId: number;
  /** The waiting payout's amount owed per currency. */
  lines: OwedLine[];
  /** Today's date ("YYYY-MM-DD" in UTC, from the loader): the date's default and latest choice. */
  today?: string;
}) {
  const { t, locale } = useMessages();
  const failure = useAdminFormFailure(COMPLETE_PAYOUT_INTENT, 'campaignId', campaignId);
  const idOf = (field: string) => `complete-payout-${campaignId}-${field}`;
  return (
    <Form
      method="post"
      className="grid max-w-md gap-3"
      aria-label={t(m.admin_complete_payout_form, { id: campaignId })}
    >
      <input type="hidden" name="intent" value={COMPLETE_PAYOUT_INTENT} />
      <input type="hidden" name="campaignId" value={campaignId} />
      <TextField
        id={idOf('reference')}
        name="reference"
        label={t(m.admin_transfer_reference)}
        hint={t(m.admin_transfer_reference_hint)}
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={failure?.values.reference}
        error={failure?.fieldErrors.reference}
      />
      <TextField
        id={idOf('date')}
        name="date"
        type="date"
        label={t(m.admin_date_sent)}
        required
        max={today}
        defaultValue={failure?.values.date ?? today}
        error={failure?.fieldErrors.date}
      />
      {lines.map((line) => (
        <TextField
          key={line.currency}
          id={idOf(amountFieldOf(line.currency))}
          name={amountFieldOf(line.currency)}
          label={t(m.admin_amount_sent, { currency: line.currency })}
          hint={t(m.admin_amount_sent_hint, {
            owed: formatMoney(Number(line.owed), line.currency, locale),
            currency: line.currency,
          })}
          required
          inputMode="decimal"
          pattern="[0-9]{1,10}(\.[0-9]+)?"
          defaultValue={failure?.values[amountFieldOf(line.currency)] ?? line.owed}
          error={failure?.fieldErrors.amount}
        />
      ))}
      <TextAreaField
        id={idOf('reason')}
        name="reason"
        label={t(m.admin_difference_reason)}
        hint={t(m.admin_difference_reason_hint)}
        rows={2}
        maxLength={1000}
        defaultValue={failure?.values.reason}
        error={failure?.fieldErrors.reason}
      />
      <button type="submit" className="button-primary justify-self-start">
        {t(m.admin_complete_payout)}
      </button>
    </Form>
  );
}
