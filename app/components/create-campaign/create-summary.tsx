import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import { suggestedCustomUrl } from '../../../domain/campaigns/custom-url';
import { payoutMethodIn } from '../../../domain/campaigns/payout-method-words';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../domain/shared/locales';
import { countryName } from '../../../domain/shared/regions';
import { m } from '../../../paraglide/messages';
import { useMessages, useMoneyLocale } from '../../lib/i18n';
import { inputClass } from '../forms/text-field';
import type { StepInputProps } from './step-input-props';
import { campaignBodyOf, namesOf, payoutCountry } from './wizard-model';

/** A last check before creating: who it honors and, above all, where the money goes. */
export function CreateSummary({ answers, update, currency }: StepInputProps) {
  const { t, locale } = useMessages();
  const moneyLocale = useMoneyLocale();
  const names = namesOf(answers, locale);
  const body = campaignBodyOf(answers);
  const country = payoutCountry(answers.recipientCountry);
  const notChosen = t(m.create_summary_not_chosen);
  const rows: Array<[string, string]> = [
    [t(m.create_summary_in_memory), names.deceased],
    [
      t(m.create_summary_funds_go_to),
      country ? `${names.recipient}, ${countryName(country.code, locale)}` : names.recipient,
    ],
    [t(m.create_summary_recipient_phone), body.recipientPhone],
    [
      t(m.create_label_payout_method),
      body.recipientPayoutMethod ? payoutMethodIn(locale, body.recipientPayoutMethod) : notChosen,
    ],
    [
      t(m.create_summary_goal),
      body.goal === null
        ? t(m.create_summary_no_goal)
        : formatMoney(body.goal, currency.code, moneyLocale, { whole: true }),
    ],
    [
      t(m.create_summary_web_address),
      campaignPathOf({ customUrl: body.customUrl || suggestedCustomUrl(answers.deceasedName) }),
    ],
    [
      t(m.create_summary_closes),
      body.endDate
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${body.endDate}T00:00:00Z`),
          )
        : notChosen,
    ],
    [t(m.create_summary_organized_by), `${answers.organizerName} (${answers.organizerEmail})`],
  ];
  return (
    <div>
      <dl
        className="grid gap-1 rounded-xl bg-white p-4 text-sm text-stone-800"
        data-testid="creation-summary"
      >
        {rows.map(([term, detail]) => (
          <div key={term} className="break-words">
            <dt className="inline text-stone-600">{t(m.create_summary_term, { term })}</dt>
            <dd className="inline font-semibold">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">{t(m.create_summary_check)}</p>
      <div className="mt-3">
        <label htmlFor="campaign-locale" className="block text-sm font-medium text-stone-800">
          {t(m.create_summary_language)}
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
          {t(m.create_summary_language_hint)}
        </p>
      </div>
    </div>
  );
}
