import { ArrowLeft } from 'lucide-react';
import { Form, Link } from 'react-router';
import { payoutMethodLabel } from '../../../domain/campaigns/campaign-options';
import { campaignPathOf } from '../../../domain/campaigns/campaign-rules';
import type { getCampaignForEdit } from '../../../domain/campaigns/get-campaign-for-edit.server';
import { getCurrency } from '../../../domain/shared/currencies';
import { LOCALE_NAMES, LOCALES } from '../../../domain/shared/locales';
import {
  RELATIONSHIPS_TO_DECEASED,
  relationshipToDeceasedOptions,
} from '../../../domain/shared/relationships';
import type { FormFailure } from '../../lib/form-result.server';
import { useLocale } from '../../lib/i18n';
import { HeaderImageUpload } from '../campaign/header-image-upload';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';
import { EndDateField } from './end-date-field';
import { endDateText, OrganizerOnlyField } from './organizer-only-field';

export type EditableCampaign = Awaited<ReturnType<typeof getCampaignForEdit>>;

const cardClass = 'rounded-xl border border-stone-200 bg-white p-5 sm:p-6';

function Card({ heading, children }: { heading: string; children: React.ReactNode }) {
  const headingId = `${heading.toLowerCase().replace(/\W+/g, '-')}-heading`;
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
  const locale = useLocale();
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
  const currency = getCurrency(campaign.campaignCurrency);
  return (
    <section className="page-container max-w-3xl py-8">
      <Link
        to={campaignPathOf(campaign)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to campaign
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold">Edit Campaign</h1>
      <p className="mt-1 text-stone-700">Memorial for {campaign.deceasedName}</p>

      <Form method="post" noValidate className="mt-6 space-y-6">
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {failure.message}
          </p>
        )}
        <Card heading="Campaign Header Image">
          <p className="mb-4 text-sm text-stone-600">A wide picture shown across the top of the page.</p>
          <HeaderImageUpload
            name="headerImage"
            initialUrl={typed ? typed.headerImage : campaign.headerImage}
          />
        </Card>

        <Card heading="Who Is Remembered">
          <div className="grid gap-4">
            <TextField
              label="Their name"
              name="deceasedName"
              autoComplete="off"
              defaultValue={typed?.deceasedName ?? campaign.deceasedName}
              error={errors.deceasedName}
            />
            <TextField
              label="Date of passing"
              name="deceasedDateOfPassing"
              inputMode="numeric"
              placeholder="2025-09"
              defaultValue={typed?.deceasedDateOfPassing ?? campaign.deceasedDateOfPassing ?? ''}
              hint="Year and month (2025-09), or the full date (2025-09-14)."
              error={errors.deceasedDateOfPassing}
            />
            <TextField
              label="Year of birth (Optional)"
              name="deceasedBirthYear"
              inputMode="numeric"
              maxLength={4}
              defaultValue={typed?.deceasedBirthYear ?? campaign.deceasedBirthYear ?? ''}
              error={errors.deceasedBirthYear}
            />
            <TextField
              label="Where they lived"
              name="deceasedLocation"
              defaultValue={typed?.deceasedLocation ?? campaign.deceasedLocation ?? ''}
              error={errors.deceasedLocation}
            />
            {isOrganizer && (
              <RelationshipSelect
                label="Your relationship to them"
                name="organizerRelationship"
                value={typed?.organizerRelationship ?? campaign.organizerRelationship ?? ''}
                error={errors.organizerRelationship}
              />
            )}
            <div>
              <p className="mb-2 text-sm font-medium text-stone-800">Their photo</p>
              <HeaderImageUpload
                name="photoUrl"
                image="photo"
                initialUrl={typed ? typed.photoUrl || null : campaign.photoUrl}
              />
            </div>
          </div>
        </Card>

        <Card heading="Who Receives the Gifts">
          <div className="grid gap-4">
            {isOrganizer ? (
              <TextField
                label="Recipient's name"
                name="recipientName"
                defaultValue={typed?.recipientName ?? campaign.recipientName}
                error={errors.recipientName}
              />
            ) : (
              <OrganizerOnlyField label="Recipient's name" value={campaign.recipientName} />
            )}
            <RelationshipSelect
              label="Their relationship to the one remembered"
              name="recipientRelationship"
              value={typed?.recipientRelationship ?? campaign.recipientRelationship ?? ''}
              error={errors.recipientRelationship}
            />
            {isOrganizer ? (
              <p className="text-sm text-stone-600">
                The recipient's phone, country and payout method decide where the money goes: they are changed
                under Where the Money Goes, below this form.
              </p>
            ) : (
              <OrganizerOnlyField
                label="Where the money goes"
                value={[payoutMethodLabel(campaign.recipientPayoutMethod), campaign.recipientPhone]
                  .filter(Boolean)
                  .join(' to ')}
              />
            )}
          </div>
        </Card>

        <Card heading="Tribute">
          <TextAreaField
            label="Tribute Message"
            name="tribute"
            rows={8}
            defaultValue={typed?.tribute ?? campaign.tribute}
            error={errors.tribute}
          />
        </Card>

        <Card heading="Campaign Settings">
          <div className="grid gap-4">
            <TextField
              label="Fundraising Goal (Optional)"
              name="goal"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              prefix={currency?.symbol ?? campaign.campaignCurrency}
              defaultValue={typed?.goal ?? campaign.goal ?? ''}
              hint={`In ${currency?.name ?? campaign.campaignCurrency}. Leave empty for no goal.`}
              error={errors.goal}
            />
            {isOrganizer ? (
              <EndDateField campaign={campaign} typed={typed} error={errors.endDate} />
            ) : (
              <OrganizerOnlyField label="Campaign End Date" value={endDateText(campaign.endDate)} />
            )}
            <TextField
              label="Custom URL"
              name="customUrl"
              type="text"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              prefix={<span className="text-sm">/campaign/</span>}
              defaultValue={typed?.customUrl ?? campaign.customUrl}
              hint="Lowercase letters, numbers and hyphens. Links shared with the old address keep working: they lead to the new one."
              error={errors.customUrl}
            />
            {isOrganizer && (
              <SelectField
                label="The campaign's language"
                name="locale"
                defaultValue={typed?.locale ?? campaign.locale}
                hint="Its link preview, WhatsApp status and share text are written in it, whatever language a visitor reads."
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

        <Card heading="Privacy Settings">
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="allowSharing"
              // An unticked checkbox sends nothing, so after a refused save its absence means "unticked".
              defaultChecked={typed ? typed.allowSharing === 'on' : campaign.allowSharing}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>Enable social media sharing buttons on the campaign page</span>
          </label>
          {isOrganizer && (
            <label className="mt-3 flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                name="consentDisplayNames"
                defaultChecked={typed ? typed.consentDisplayNames === 'on' : campaign.consentDisplayNames}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>Show the names of those who contribute (unticked, every gift shows as Anonymous)</span>
            </label>
          )}
        </Card>

        <button type="submit" className="button-primary w-full" disabled={pending}>
          {pending ? 'Updating...' : 'Update Campaign'}
        </button>
      </Form>
      {destination && <div className="mt-6">{destination}</div>}
    </section>
  );
}
