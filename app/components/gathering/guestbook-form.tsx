import { GUESTBOOK_LIMITS, HONEYPOT_FIELD } from '../../../domain/gathering/guestbook-schemas';
import { CONTRIBUTOR_RELATIONSHIP_CHOICES } from '../../../domain/shared/relationships';
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
 */
export function GuestbookForm({
  campaignId,
  values = {},
  fieldErrors = {},
}: { campaignId: number } & GuestbookFormState) {
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
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={GUESTBOOK_LIMITS.name}
        required
        defaultValue={values.name}
        error={fieldErrors.name}
      />
      <SelectField
        id="guestbook-relationship"
        label="How you knew them (optional)"
        name="relationship"
        defaultValue={values.relationship ?? ''}
        error={fieldErrors.relationship}
      >
        <option value="">Choose…</option>
        {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="guestbook-message"
        label="Your message"
        name="message"
        rows={5}
        maxLength={GUESTBOOK_LIMITS.message}
        required
        defaultValue={values.message}
        error={fieldErrors.message}
        hint={`Up to ${GUESTBOOK_LIMITS.message.toLocaleString('en')} characters. Shown on the page as plain text.`}
      />
      <PhotoField
        id="guestbook-photo"
        label="A photo (optional)"
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
        <span>Send me updates from the family by e-mail</span>
      </label>
      <TextField
        id="guestbook-email"
        label="Your e-mail (only for updates; never shown)"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={GUESTBOOK_LIMITS.email}
        defaultValue={values.email}
        error={fieldErrors.email}
      />
      {/* A person never sees this field nor reaches it with the keyboard; bots fill it (the honeypot). */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="guestbook-website">Leave this empty</label>
        <input id="guestbook-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button-primary w-full">
        Sign the guestbook
      </button>
    </form>
  );
}
