import { Form } from 'react-router';
import { PAYOUT_METHODS } from '../../../domain/campaigns/campaign-options';
import type { DestinationChangeResult } from '../../../domain/campaigns/payout-destination';
import { PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import type { FormFailure } from '../../lib/form-result.server';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import type { EditableCampaign } from './edit-campaign-form';

/** The edit page's second form: where the money goes, changed on its own and never by an ordinary save. */
export const PAYOUT_DESTINATION_INTENT = 'payout-destination';

/** After a change: the message the organizer must send to the recipient's former number. */
function ChangeNotice({ change }: { change: DestinationChangeResult }) {
  if (!change.changed) {
    return <p className="mb-4 rounded-lg bg-stone-100 p-3 text-stone-800">Nothing was changed.</p>;
  }
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900">
      <p className="font-semibold">Saved. Now tell the recipient on their former number:</p>
      <p className="mt-2 whitespace-pre-line text-sm">{change.notice.text}</p>
      <a
        href={change.notice.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="button-primary mt-3 inline-flex"
      >
        Send this on WhatsApp
      </a>
      {change.recipientAccessEnded && (
        <p className="mt-3 text-sm">
          The access code you shared before, and every phone signed in with it, no longer open the page. Share
          with the recipient again from the campaign page to send them a new code.
        </p>
      )}
    </div>
  );
}

export function PayoutDestinationForm({
  campaign,
  failure,
  change,
  pending,
}: {
  campaign: EditableCampaign;
  failure?: FormFailure;
  change?: DestinationChangeResult;
  pending: boolean;
}) {
  const typed = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  return (
    <section
      aria-labelledby="payout-destination-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="payout-destination-heading" className="mb-1 text-lg font-semibold">
        Where the Money Goes
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        A change is recorded, ends the recipient's access code, and you will be asked to tell the recipient on
        their former number. Once a payout has been requested it can only be changed through Pamoja support.
      </p>
      {change && <ChangeNotice change={change} />}
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value={PAYOUT_DESTINATION_INTENT} />
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {failure.message}
          </p>
        )}
        <SelectField
          label="Recipient's country"
          name="recipientCountry"
          defaultValue={typed?.recipientCountry ?? campaign.recipientCountry}
          error={errors.recipientCountry}
        >
          {PAYOUT_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Recipient's phone"
          name="recipientPhone"
          type="tel"
          autoComplete="off"
          hint="With the country code, for example +254 722 000111."
          defaultValue={typed?.recipientPhone ?? campaign.recipientPhone ?? ''}
          error={errors.recipientPhone}
        />
        <SelectField
          label="Payout method"
          name="recipientPayoutMethod"
          defaultValue={typed?.recipientPayoutMethod ?? campaign.recipientPayoutMethod ?? ''}
          error={errors.recipientPayoutMethod}
        >
          {PAYOUT_METHODS.map((method) => (
            <option key={method.value} value={method.value}>
              {method.label}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button-secondary w-full" disabled={pending}>
          {pending ? 'Saving...' : 'Change Where the Money Goes'}
        </button>
      </Form>
    </section>
  );
}
