import { payoutMethodLabel } from '../../../domain/campaigns/campaign-options';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { suggestedCustomUrl } from '../../../domain/campaigns/custom-url';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../domain/shared/locales';
import { useLocale } from '../../lib/i18n';
import { inputClass } from '../forms/text-field';
import type { StepInputProps } from './step-input-props';
import { campaignBodyOf, namesOf, payoutCountry } from './wizard-model';

const endDateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A last check before creating: who it honors and, above all, where the money goes. */
export function CreateSummary({ answers, update, currency }: StepInputProps) {
  const locale = useLocale();
  const names = namesOf(answers);
  const body = campaignBodyOf(answers);
  const country = payoutCountry(answers.recipientCountry);
  const rows: Array<[string, string]> = [
    ['In memory of', names.deceased],
    ['Funds go to', `${names.recipient}${country ? `, ${country.name}` : ''}`],
    ["Recipient's phone", body.recipientPhone],
    ['Payout method', payoutMethodLabel(body.recipientPayoutMethod) ?? 'Not chosen'],
    [
      'Goal',
      body.goal === null ? 'No goal' : formatMoney(body.goal, currency.code, undefined, { whole: true }),
    ],
    [
      'Web address',
      campaignPathOf({ customUrl: body.customUrl || suggestedCustomUrl(answers.deceasedName) }),
    ],
    [
      'Contributions close',
      body.endDate ? endDateFormat.format(new Date(`${body.endDate}T00:00:00Z`)) : 'Not chosen',
    ],
    ['Organized by', `${answers.organizerName} (${answers.organizerEmail})`],
  ];
  return (
    <div>
      <dl
        className="grid gap-1 rounded-xl bg-white p-4 text-sm text-stone-800"
        data-testid="creation-summary"
      >
        {rows.map(([term, detail]) => (
          <div key={term} className="break-words">
            <dt className="inline text-stone-600">{term}: </dt>
            <dd className="inline font-semibold">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        Please check the phone number and payout method: this is where the money goes. Use Back to change
        anything.
      </p>
      <div className="mt-3">
        <label htmlFor="campaign-locale" className="block text-sm font-medium text-stone-800">
          The campaign's language
        </label>
        <select
          id="campaign-locale"
          aria-describedby="campaign-locale-hint"
          value={isLocale(answers.campaignLocale) ? answers.campaignLocale : locale}
          onChange={(event) => update({ campaignLocale: event.target.value })}
          className={`${inputClass} mt-1`}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
        <p id="campaign-locale-hint" className="mt-1 text-sm text-stone-600">
          Its link preview, WhatsApp status and share text are written in it. You can change it later.
        </p>
      </div>
    </div>
  );
}
