import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CONTACT_PRIORITIES, contactMessageSchema } from '../../../domain/contact/contact-message-schema';
import { fieldErrorsOf } from '../../../domain/shared/validation';
import type { FormFailure } from '../../lib/form-result.server';
import { toast } from '../../lib/toast';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';

type ContactField = 'name' | 'email' | 'subject' | 'message' | 'priority';
const FIELD_ORDER: ContactField[] = ['name', 'email', 'subject', 'priority', 'message'];

/** The page action's answer: sent, or the shared form failure (fields to correct, or a message). */
export type ContactFormResult = { ok: true } | FormFailure;

const PRIORITY_LABELS: Record<(typeof CONTACT_PRIORITIES)[number], string> = {
  low: 'Low: a general question',
  medium: 'Medium: I need help soon',
  high: 'High: a payment or campaign problem',
};

/**
 * The help center's contact form. It checks the shared schema before sending, so every message shows at once;
 * it posts to the page's action (the same domain function as POST /api/contact), so it also works before
 * JavaScript loads. `documentResult` is the action's answer to a plain document submission (fetcher answers
 * never appear there), shown inline because no toast can run without JavaScript.
 */
const hasFieldErrors = (failure: FormFailure) => Object.keys(failure.fieldErrors).length > 0;

export function ContactForm({ documentResult }: { documentResult?: ContactFormResult }) {
  const fetcher = useFetcher<ContactFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>(
    documentResult?.ok === false ? documentResult.fieldErrors : {},
  );

  const sending = fetcher.state !== 'idle';
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setErrors({});
      formRef.current?.reset();
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
    } else if (hasFieldErrors(result)) {
      setErrors(result.fieldErrors);
    } else {
      toast({
        title: 'Failed to send message',
        description: result.message
          ? `${result.message}. You can also contact us via WhatsApp.`
          : 'Please try again or contact us via WhatsApp.',
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
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        setErrors(fieldErrors);
        const firstInvalid = FIELD_ORDER.find((field) => fieldErrors[field]);
        if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
      }}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        Send us a message
      </h3>
      {documentResult?.ok && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-800">
          Message sent successfully! We'll get back to you within 24 hours.
        </p>
      )}
      {documentResult?.ok === false && !hasFieldErrors(documentResult) && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {documentResult.message || 'Failed to send message.'} Please try again or contact us via WhatsApp.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...fieldProps('name')}
          label="Your name"
          type="text"
          autoComplete="name"
          maxLength={100}
        />
        <TextField
          {...fieldProps('email')}
          label="Your e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <TextField {...fieldProps('subject')} label="Subject" type="text" maxLength={200} />
        <SelectField {...fieldProps('priority')} label="Priority" defaultValue={values.priority ?? 'medium'}>
          {CONTACT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextAreaField
            {...fieldProps('message')}
            label="Message (at least 10 characters)"
            rows={5}
            maxLength={5000}
          />
        </div>
      </div>
      <button type="submit" className="button-primary mt-5 w-full sm:w-auto" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </fetcher.Form>
  );
}
