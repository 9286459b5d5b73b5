import { Form } from 'react-router';
import { isoDate } from '../../../domain/shared/iso-date';
import { TextField } from '../forms/text-field';
import { useAdminFormFailure } from './admin-form-answer';

export const COMPLETE_PAYOUT_INTENT = 'payout.complete';

/**
 * Complete Payout (spec part 2 §4): the admin records the transfer reference, the date and the amount sent, then
 * the campaign's payout is completed and its organizer e-mailed. A plain POST form to the dashboard (intent
 * payout.complete), so it works without JavaScript; the Payouts and the Campaigns tabs both use it.
 */
export function CompletePayoutForm({
  campaignId,
  currency,
  requestedAmount,
  today = isoDate(new Date()),
}: {
  campaignId: number;
  /** The campaign's currency, in which the amount is sent. */
  currency: string;
  /** The requested payout amount (decimal text), the amount's default; none when no payout was requested. */
  requestedAmount?: string | null;
  /** Today's date ("YYYY-MM-DD" in UTC, from the loader): the date's default and latest choice. */
  today?: string;
}) {
  const failure = useAdminFormFailure(COMPLETE_PAYOUT_INTENT, 'campaignId', campaignId);
  const idOf = (field: string) => `complete-payout-${campaignId}-${field}`;
  return (
    <Form
      method="post"
      className="grid max-w-md gap-3"
      aria-label={`Complete payout of campaign #${campaignId}`}
    >
      <input type="hidden" name="intent" value={COMPLETE_PAYOUT_INTENT} />
      <input type="hidden" name="campaignId" value={campaignId} />
      <TextField
        id={idOf('reference')}
        name="reference"
        label="Transfer reference"
        hint="The M-Pesa transaction code, bank reference or remittance number of the transfer"
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
        label="Date sent"
        required
        max={today}
        defaultValue={failure?.values.date ?? today}
        error={failure?.fieldErrors.date}
      />
      <TextField
        id={idOf('amount')}
        name="amount"
        label={`Amount sent (${currency})`}
        hint={
          requestedAmount
            ? `In ${currency}, like 1250.50`
            : `In ${currency}, like 1250.50; left blank, the requested payout amount is recorded`
        }
        required={Boolean(requestedAmount)}
        inputMode="decimal"
        pattern="[0-9]{1,10}(\.[0-9]+)?"
        defaultValue={failure?.values.amount ?? requestedAmount ?? ''}
        error={failure?.fieldErrors.amount}
      />
      <button type="submit" className="button-primary justify-self-start">
        Complete Payout
      </button>
    </Form>
  );
}
