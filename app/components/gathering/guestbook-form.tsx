import { GUESTBOOK_LIMITS, HONEYPOT_FIELD } from '../../../domain/gathering/guestbook-schemas';
import type { Locale } from '../../../domain/shared/locales';
import {
  CONTRIBUTOR_RELATIONSHIP_CHOICES,
  contributorRelationshipLabel,
} from '../../../domain/shared/relationships';
import { m } from '../../../paraglide/messages';
import { PhotoField } from '../forms/photo-field';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';

export interface GuestbookFormState {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}

/**
 * Signing the guestbook: a plain form that posts to /sign-guestbook/{campaign} (decision 017), the same on the
 * campaign page (static HTML) and on the page that shows it again when refused. A photo travels with it, no script.
 * Rendered outside React Router on the campaign page, so its language comes as a prop.
 */
export function GuestbookForm({
  campaignId,
  language,
  values = {},
  fieldErrors = {},
}: { campaignId: number; language: Locale } & GuestbookFormState) {
  const t = <Inputs,>(message: (inputs: Inputs, options: { locale: Locale }) => string, inputs?: Inputs) =>
    message(inputs ?? ({} as Inputs), { locale: language });
  return (
    <form
      method="post"
      action={`/sign-guestbook/${campaignId}`}
      encType="multipart/form-data"
      className="space-y-4"
      noValidate
    >
      <TextField
        id="guestbook-name"
        label={t(m.guestbook_your_name)}
        name="name"
        autoComplete="name"
        maxLength={GUESTBOOK_LIMITS.name}
        required
        defaultValue={values.name}
        error={fieldErrors.name}
      />
      <SelectField
        id="guestbook-relationship"
        label={t(m.guestbook_relationship)}
        name="relationship"
        defaultValue={values.relationship ?? ''}
        error={fieldErrors.relationship}
      >
        <option value="">{t(m.guestbook_choose)}</option>
        {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {contributorRelationshipLabel(choice, language)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="guestbook-message"
        label={t(m.guestbook_your_message)}
        name="message"
        rows={5}
        maxLength={GUESTBOOK_LIMITS.message}
        required
        defaultValue={values.message}
        error={fieldErrors.message}
        hint={t(m.guestbook_message_hint, { count: GUESTBOOK_LIMITS.message.toLocaleString(language) })}
      />
      <PhotoField
        id="guestbook-photo"
        locale={language}
        label={t(m.guestbook_photo)}
        keptUrl={values.photo}
        error={fieldErrors.photo}
      />
      <label className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
        <input
          type="checkbox"
          name="wantsUpdates"
          defaultChecked={values.wantsUpdates === 'on'}
          className="mt-1 size-5"
        />
        <span>{t(m.guestbook_wants_updates)}</span>
      </label>
      <TextField
        id="guestbook-email"
        label={t(m.guestbook_email)}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={GUESTBOOK_LIMITS.email}
        defaultValue={values.email}
        error={fieldErrors.email}
      />
      {/* A person never sees this field nor reaches it with the keyboard; bots fill it (the honeypot). */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="guestbook-website">{t(m.guestbook_leave_empty)}</label>
        <input id="guestbook-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button-primary w-full">
        {t(m.guestbook_sign)}
      </button>
    </form>
  );
}
