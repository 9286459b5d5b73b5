import { Form } from 'react-router';
import { PAYOUT_METHODS } from '../../../domain/campaigns/campaign-options';
import type { DestinationChangeResult } from '../../../domain/campaigns/payout-destination';
import { payoutMethodIn } from '../../../domain/campaigns/payout-method-words';
import { countryName, PAYOUT_COUNTRIES } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import type { EditableCampaign } from './edit-campaign-form';

/** The edit page's second form: where the money goes, changed on its own and never by an ordinary save. */
export const PAYOUT_DESTINATION_INTENT = 'payout-destination';

/** After a change: the message the organizer must send to the recipient's former number. */
function ChangeNotice({ change }: { change: DestinationChangeResult }) {
  const { t } = useMessages();
  if (!change.changed) {
    return (
      <p className="mb-4 rounded-lg bg-stone-100 p-3 text-stone-800">{t(m.destination_nothing_changed)}</p>
    );
  }
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900">
      <p className="font-semibold">{t(m.destination_saved)}</p>
      <p className="mt-2 whitespace-pre-line text-sm">{change.notice.text}</p>
      <a
        href={change.notice.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="button-primary mt-3 inline-flex"
      >
        {t(m.destination_send_whatsapp)}
      </a>
      {change.recipientAccessEnded && <p className="mt-3 text-sm">{t(m.destination_access_ended)}</p>}
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
  const { t, locale } = useMessages();
  const typed = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  return (
    <section
      aria-labelledby="payout-destination-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="payout-destination-heading" className="mb-1 text-lg font-semibold">
        {t(m.destination_heading)}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t(m.destination_intro)}</p>
      {change && <ChangeNotice change={change} />}
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value={PAYOUT_DESTINATION_INTENT} />
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {failure.message}
          </p>
        )}
        <SelectField
          label={t(m.destination_country)}
          name="recipientCountry"
          defaultValue={typed?.recipientCountry ?? campaign.recipientCountry}
          error={errors.recipientCountry}
        >
          {PAYOUT_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code, locale)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t(m.destination_phone)}
          name="recipientPhone"
          type="tel"
          autoComplete="off"
          hint={t(m.destination_phone_hint)}
          defaultValue={typed?.recipientPhone ?? campaign.recipientPhone ?? ''}
          error={errors.recipientPhone}
        />
        <SelectField
          label={t(m.destination_method)}
          name="recipientPayoutMethod"
          defaultValue={typed?.recipientPayoutMethod ?? campaign.recipientPayoutMethod ?? ''}
          error={errors.recipientPayoutMethod}
        >
          {PAYOUT_METHODS.map((method) => (
            <option key={method.value} value={method.value}>
              {payoutMethodIn(locale, method.value)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button-secondary w-full" disabled={pending}>
          {pending ? t(m.destination_saving) : t(m.destination_submit)}
        </button>
      </Form>
    </section>
  );
}
