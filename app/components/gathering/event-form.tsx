import { Form } from 'react-router';
import { EVENT_KIND_WORDS } from '../../../domain/gathering/event-kind-words';
import { EVENT_LIMITS } from '../../../domain/gathering/event-schemas';
import { EVENT_KINDS } from '../../../domain/gathering/events';
import type { TimeZoneChoice, TimeZoneChoices } from '../../../domain/gathering/time-zone-choices';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { FormAlert } from '../forms/form-alert';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';

/** A service as its form shows it: the day and times on the place's clocks, as typed. */
export interface EventFormValues {
  kind: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  venueName: string;
  venueAddress: string;
  livestreamUrl: string;
  notes: string;
}

/**
 * The family's form for one service, to add or to correct it: a plain post to the family's services page (it works
 * before the script loads). A refused form comes back with each message beside its field and what was typed.
 */
export function EventForm({
  intent,
  eventId,
  initial,
  timeZones,
  failure,
  submitLabel,
}: {
  intent: 'create' | 'update';
  eventId?: number;
  initial: EventFormValues;
  timeZones: TimeZoneChoices;
  failure: FormFailure | undefined;
  submitLabel: string;
}) {
  const { t } = useMessages();
  const values: Partial<EventFormValues> = failure?.values ?? initial;
  const errors = failure?.fieldErrors ?? {};
  const idPrefix = `event-${eventId ?? 'new'}`;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {eventId !== undefined && <input type="hidden" name="eventId" value={eventId} />}
      {/* A message already shown beside its field is not repeated above the form. */}
      <FormAlert
        message={failure && !Object.values(errors).includes(failure.message) ? failure.message : undefined}
      />
      <SelectField
        id={`${idPrefix}-kind`}
        name="kind"
        label={t(m.event_form_kind)}
        defaultValue={values.kind}
        error={errors.kind}
      >
        {EVENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(EVENT_KIND_WORDS[kind])}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={t(m.event_form_title)}
        hint={t(m.event_form_title_hint)}
        maxLength={EVENT_LIMITS.title}
        required
        defaultValue={values.title}
        error={errors.title}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${idPrefix}-date`}
          name="date"
          type="date"
          label={t(m.event_form_date)}
          required
          defaultValue={values.date}
          error={errors.date}
        />
        <TextField
          id={`${idPrefix}-start`}
          name="startTime"
          type="time"
          label={t(m.event_form_starts)}
          required
          defaultValue={values.startTime}
          error={errors.startTime}
        />
        <TextField
          id={`${idPrefix}-end`}
          name="endTime"
          type="time"
          label={t(m.event_form_ends)}
          defaultValue={values.endTime}
          error={errors.endTime}
        />
      </div>
      <SelectField
        id={`${idPrefix}-zone`}
        name="timeZone"
        label={t(m.event_form_zone)}
        hint={t(m.event_form_zone_hint)}
        defaultValue={values.timeZone}
        error={errors.timeZone}
      >
        {timeZones.countryName ? (
          <>
            <optgroup label={timeZones.countryName}>{zoneOptions(timeZones.ofCountry)}</optgroup>
            <optgroup label={t(m.event_form_everywhere_else)}>{zoneOptions(timeZones.others)}</optgroup>
          </>
        ) : (
          zoneOptions(timeZones.others)
        )}
      </SelectField>
      <TextField
        id={`${idPrefix}-venue`}
        name="venueName"
        label={t(m.event_form_venue)}
        hint={t(m.event_form_venue_hint)}
        maxLength={EVENT_LIMITS.venueName}
        required
        defaultValue={values.venueName}
        error={errors.venueName}
      />
      <TextField
        id={`${idPrefix}-address`}
        name="venueAddress"
        label={t(m.event_form_address)}
        hint={t(m.event_form_address_hint)}
        maxLength={EVENT_LIMITS.venueAddress}
        required
        defaultValue={values.venueAddress}
        error={errors.venueAddress}
      />
      <TextField
        id={`${idPrefix}-livestream`}
        name="livestreamUrl"
        type="url"
        inputMode="url"
        label={t(m.event_form_livestream)}
        maxLength={EVENT_LIMITS.livestreamUrl}
        defaultValue={values.livestreamUrl}
        error={errors.livestreamUrl}
      />
      <TextAreaField
        id={`${idPrefix}-notes`}
        name="notes"
        label={t(m.event_form_notes)}
        hint={t(m.event_form_notes_hint)}
        rows={3}
        maxLength={EVENT_LIMITS.notes}
        defaultValue={values.notes}
        error={errors.notes}
      />
      <button type="submit" className="button-primary w-full sm:w-auto">
        {submitLabel}
      </button>
    </Form>
  );
}

function zoneOptions(choices: readonly TimeZoneChoice[]) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}
