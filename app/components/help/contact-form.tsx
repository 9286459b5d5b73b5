import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  CONTACT_PRIORITIES,
  type CONTACT_REFUSALS,
  contactMessageSchema,
} from '../../../domain/contact/contact-message-schema';
import type { Message } from '../../../domain/shared/locales';
import { fieldErrorsOf } from '../../../domain/shared/validation';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';

type ContactField = 'name' | 'email' | 'subject' | 'message' | 'priority';
const FIELD_ORDER: ContactField[] = ['name', 'email', 'subject', 'priority', 'message'];

/** The page action's answer: sent, or the shared form failure (fields to correct, or a message). */
export type ContactFormResult = { ok: true } | FormFailure;

const PRIORITY_LABELS: Record<(typeof CONTACT_PRIORITIES)[number], Message<Record<never, never>>> = {
  low: m.contact_priority_low,
  medium: m.contact_priority_medium,
  high: m.contact_priority_high,
};

type ContactRefusal = (typeof CONTACT_REFUSALS)[keyof typeof CONTACT_REFUSALS];
/** The schema's refusals (catalogue keys) as the browser writes them when it checks the form before sending. */
const REFUSAL_MESSAGES: Record<ContactRefusal, Message<Record<never, never>>> = {
  contact_error_name: m.contact_error_name,
  contact_error_name_long: m.contact_error_name_long,
  contact_error_email: m.contact_error_email,
  contact_error_subject: m.contact_error_subject,
  contact_error_subject_long: m.contact_error_subject_long,
  contact_error_message: m.contact_error_message,
  contact_error_message_long: m.contact_error_message_long,
  contact_error_priority: m.contact_error_priority,
  contact_error_form: m.contact_error_form,
};
const isContactRefusal = (text: string): text is ContactRefusal => Object.hasOwn(REFUSAL_MESSAGES, text);

/**
 * The help center's contact form. It checks the shared schema before sending, so every message shows at once;
 * it posts to the page's action (the same domain function as POST /api/contact), so it also works before
 * JavaScript loads. `documentResult` is the action's answer to a plain document submission (fetcher answers
 * never appear there), shown inline because no toast can run without JavaScript.
 */
const hasFieldErrors = (failure: FormFailure) => Object.keys(failure.fieldErrors).length > 0;

export function ContactForm({ documentResult }: { documentResult?: ContactFormResult }) {
  const { t } = useMessages();
  const fetcher = useFetcher<ContactFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>(
    documentResult?.ok === false ? documentResult.fieldErrors : {},
  );

  const sending = fetcher.state !== 'idle';
  const result = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per answer; a language switch (a new t) must not say it again
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setErrors({});
      formRef.current?.reset();
      toast({ title: t(m.contact_sent_title), description: t(m.contact_sent_text) });
    } else if (hasFieldErrors(result)) {
      setErrors(result.fieldErrors);
    } else {
      toast({
        title: t(m.contact_failed_title),
        description: result.message
          ? t(m.contact_failed_reason, { reason: result.message })
          : t(m.contact_failed_try_again),
        variant: 'destructive',
      });
    }
  }, [result]);

  const values = documentResult?.ok === false ? documentResult.values : {};
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    defaultValue: values[field],
    error: errors[field],
    onChange: () => errors[field] && setErrors(({ [field]: _fixed, ...rest }) => rest),
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => {
        const parsed = contactMessageSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
        if (parsed.success) return;
        event.preventDefault();
        const fieldErrors = Object.fromEntries(
          Object.entries(fieldErrorsOf(parsed.error.issues)).map(([field, text]) => [
            field,
            isContactRefusal(text) ? t(REFUSAL_MESSAGES[text]) : text,
          ]),
        );
        setErrors(fieldErrors);
        const firstInvalid = FIELD_ORDER.find((field) => fieldErrors[field]);
        if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
      }}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {t(m.contact_form_heading)}
      </h3>
      {documentResult?.ok && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-800">
          {t(m.contact_sent_title)} {t(m.contact_sent_text)}
        </p>
      )}
      {documentResult?.ok === false && !hasFieldErrors(documentResult) && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {documentResult.message
            ? t(m.contact_failed_reason, { reason: documentResult.message })
            : t(m.contact_failed_try_again)}
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...fieldProps('name')}
          label={t(m.contact_name)}
          type="text"
          autoComplete="name"
          maxLength={100}
        />
        <TextField
          {...fieldProps('email')}
          label={t(m.contact_email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <TextField {...fieldProps('subject')} label={t(m.contact_subject)} type="text" maxLength={200} />
        <SelectField
          {...fieldProps('priority')}
          label={t(m.contact_priority)}
          defaultValue={values.priority ?? 'medium'}
        >
          {CONTACT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(PRIORITY_LABELS[priority])}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextAreaField {...fieldProps('message')} label={t(m.contact_message)} rows={5} maxLength={5000} />
        </div>
      </div>
      <button type="submit" className="button-primary mt-5 w-full sm:w-auto" disabled={sending}>
        {sending ? t(m.contact_sending) : t(m.contact_send)}
      </button>
    </fetcher.Form>
  );
}
