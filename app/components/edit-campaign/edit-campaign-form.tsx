import { ArrowLeft } from 'lucide-react';
import { Form, Link } from 'react-router';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import type { getCampaignForEdit } from '../../../domain/campaigns/get-campaign-for-edit.server';
import { payoutDestinationIn } from '../../../domain/campaigns/payout-method-words';
import { getCurrency } from '../../../domain/shared/currencies';
import { currencyIn } from '../../../domain/shared/currency-words';
import { LOCALE_NAMES, LOCALES } from '../../../domain/shared/locales';
import {
  RELATIONSHIPS_TO_DECEASED,
  relationshipToDeceasedOptions,
} from '../../../domain/shared/relationships';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { HeaderImageUpload } from '../campaign/header-image-upload';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';
import { EndDateField } from './end-date-field';
import { endDateText, OrganizerOnlyField } from './organizer-only-field';

export type EditableCampaign = Awaited<ReturnType<typeof getCampaignForEdit>>;

const cardClass = 'rounded-xl border border-stone-200 bg-white p-5 sm:p-6';

function Card({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The relationship choices of the creation dialog; an answer typed under "Other" stays a choice of its own. */
function RelationshipSelect({
  label,
  name,
  value,
  error,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
}) {
  const { locale } = useMessages();
  const known = (RELATIONSHIPS_TO_DECEASED as readonly string[]).includes(value);
  return (
    <SelectField label={label} name={name} defaultValue={value} error={error}>
      {!known && value && <option value={value}>{value}</option>}
      {relationshipToDeceasedOptions(locale).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The organizer's edit form (spec part 1 §6). After a refused save it shows what was typed, not what is stored,
 * so nothing typed is lost, with or without JavaScript.
 */
export function EditCampaignForm({
  campaign,
  failure,
  pending,
  destination,
  isOrganizer,
}: {
  campaign: EditableCampaign;
  failure?: FormFailure;
  pending: boolean;
  /** The recipient edits the page's words; the payee, the payout and the end date are shown, not offered. */
  isOrganizer: boolean;
  /** The second form, where the money goes: it cannot sit inside this one. */
  /** The organizer's alone: a recipient session never sees it. */
  destination: React.ReactNode | null;
}) {
  const typed = failure?.values;
  const errors = failure?.fieldErrors ?? {};
  const { t, locale } = useMessages();
  const currency = getCurrency(campaign.campaignCurrency);
  const currencyName = currencyIn(campaign.campaignCurrency, locale).name;
  return (
    <section className="page-container max-w-3xl py-8">
      <Link
        to={campaignPathOf(campaign)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t(m.edit_back_to_campaign)}
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold">{t(m.edit_title)}</h1>
      <p className="mt-1 text-stone-700">{t(m.edit_memorial_for, { name: campaign.deceasedName })}</p>

      <Form method="post" noValidate className="mt-6 space-y-6">
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {failure.message}
          </p>
        )}
        <Card id="header-image" heading={t(m.edit_header_image_heading)}>
          <p className="mb-4 text-sm text-stone-600">{t(m.edit_header_image_text)}</p>
          <HeaderImageUpload
            name="headerImage"
            initialUrl={typed ? typed.headerImage : campaign.headerImage}
          />
        </Card>

        <Card id="remembered" heading={t(m.edit_remembered_heading)}>
          <div className="grid gap-4">
            <TextField
              label={t(m.edit_their_name)}
              name="deceasedName"
              autoComplete="off"
              defaultValue={typed?.deceasedName ?? campaign.deceasedName}
              error={errors.deceasedName}
            />
            <TextField
              label={t(m.edit_date_of_passing)}
              name="deceasedDateOfPassing"
              inputMode="numeric"
              placeholder="2025-09"
              defaultValue={typed?.deceasedDateOfPassing ?? campaign.deceasedDateOfPassing ?? ''}
              hint={t(m.edit_date_of_passing_hint)}
              error={errors.deceasedDateOfPassing}
            />
            <TextField
              label={t(m.edit_birth_year)}
              name="deceasedBirthYear"
              inputMode="numeric"
              maxLength={4}
              defaultValue={typed?.deceasedBirthYear ?? campaign.deceasedBirthYear ?? ''}
              error={errors.deceasedBirthYear}
            />
            <TextField
              label={t(m.edit_location)}
              name="deceasedLocation"
              defaultValue={typed?.deceasedLocation ?? campaign.deceasedLocation ?? ''}
              error={errors.deceasedLocation}
            />
            {isOrganizer && (
              <RelationshipSelect
                label={t(m.edit_your_relationship)}
                name="organizerRelationship"
                value={typed?.organizerRelationship ?? campaign.organizerRelationship ?? ''}
                error={errors.organizerRelationship}
              />
            )}
            <div>
              <p className="mb-2 text-sm font-medium text-stone-800">{t(m.edit_their_photo)}</p>
              <HeaderImageUpload
                name="photoUrl"
                image="photo"
                initialUrl={typed ? typed.photoUrl || null : campaign.photoUrl}
              />
            </div>
          </div>
        </Card>

        <Card id="receives" heading={t(m.edit_receives_heading)}>
          <div className="grid gap-4">
            {isOrganizer ? (
              <TextField
                label={t(m.edit_recipient_name)}
                name="recipientName"
                defaultValue={typed?.recipientName ?? campaign.recipientName}
                error={errors.recipientName}
              />
            ) : (
              <OrganizerOnlyField label={t(m.edit_recipient_name)} value={campaign.recipientName} />
            )}
            <RelationshipSelect
              label={t(m.edit_recipient_relationship)}
              name="recipientRelationship"
              value={typed?.recipientRelationship ?? campaign.recipientRelationship ?? ''}
              error={errors.recipientRelationship}
            />
            {isOrganizer ? (
              <p className="text-sm text-stone-600">{t(m.edit_destination_note)}</p>
            ) : (
              <OrganizerOnlyField
                label={t(m.edit_where_money_goes)}
                value={payoutDestinationIn(locale, {
                  method: campaign.recipientPayoutMethod,
                  phone: campaign.recipientPhone,
                })}
              />
            )}
          </div>
        </Card>

        <Card id="tribute" heading={t(m.edit_tribute_heading)}>
          <TextAreaField
            label={t(m.edit_tribute_label)}
            name="tribute"
            rows={8}
            defaultValue={typed?.tribute ?? campaign.tribute}
            error={errors.tribute}
          />
        </Card>

        <Card id="settings" heading={t(m.edit_settings_heading)}>
          <div className="grid gap-4">
            <TextField
              label={t(m.edit_goal)}
              name="goal"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              prefix={currency?.symbol ?? campaign.campaignCurrency}
              defaultValue={typed?.goal ?? campaign.goal ?? ''}
              hint={t(m.edit_goal_hint, { currency: currencyName })}
              error={errors.goal}
            />
            {isOrganizer ? (
              <EndDateField campaign={campaign} typed={typed} error={errors.endDate} />
            ) : (
              <OrganizerOnlyField
                label={t(m.edit_end_date)}
                value={campaign.endDate ? endDateText(campaign.endDate, locale) : t(m.edit_no_end_date)}
              />
            )}
            <TextField
              label={t(m.edit_custom_url)}
              name="customUrl"
              type="text"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              prefix={<span className="text-sm">/campaign/</span>}
              defaultValue={typed?.customUrl ?? campaign.customUrl}
              hint={t(m.edit_custom_url_hint)}
              error={errors.customUrl}
            />
            {isOrganizer && (
              <SelectField
                label={t(m.edit_language)}
                name="locale"
                defaultValue={typed?.locale ?? campaign.locale}
                hint={t(m.edit_language_hint)}
                error={errors.locale}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </Card>

        <Card id="privacy" heading={t(m.edit_privacy_heading)}>
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="allowSharing"
              // An unticked checkbox sends nothing, so after a refused save its absence means "unticked".
              defaultChecked={typed ? typed.allowSharing === 'on' : campaign.allowSharing}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>{t(m.edit_allow_sharing)}</span>
          </label>
          {isOrganizer && (
            <label className="mt-3 flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                name="consentDisplayNames"
                defaultChecked={typed ? typed.consentDisplayNames === 'on' : campaign.consentDisplayNames}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>{t(m.edit_show_names)}</span>
            </label>
          )}
        </Card>

        <button type="submit" className="button-primary w-full" disabled={pending}>
          {pending ? t(m.edit_updating) : t(m.edit_submit)}
        </button>
      </Form>
      {destination && <div className="mt-6">{destination}</div>}
    </section>
  );
}
