import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CONTACT_PRIORITIES, contactMessageSchema } from '../../../domain/contact/contact-message-schema';
import { fieldErrorsOf } from '../../../domain/shared/validation';
import { toast } from '../../lib/toast';

type ContactField = 'name' | 'email' | 'subject' | 'message' | 'priority';
const FIELD_ORDER: ContactField[] = ['name', 'email', 'subject', 'priority', 'message'];

export type ContactFormResult =
  | { status: 'sent' }
  | { status: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: 'failed'; message?: string; values: Record<string, string> };

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
export function ContactForm({ documentResult }: { documentResult?: ContactFormResult }) {
  const fetcher = useFetcher<ContactFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>(
    documentResult?.status === 'invalid' ? documentResult.fieldErrors : {},
  );

  const sending = fetcher.state !== 'idle';
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.status === 'sent') {
      setErrors({});
      formRef.current?.reset();
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
    } else if (result.status === 'invalid') {
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

  const values = documentResult && documentResult.status !== 'sent' ? documentResult.values : {};
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    defaultValue: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
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
      {documentResult?.status === 'sent' && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-800">
          Message sent successfully! We'll get back to you within 24 hours.
        </p>
      )}
      {documentResult?.status === 'failed' && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {documentResult.message ?? 'Failed to send message.'} Please try again or contact us via WhatsApp.
        </p>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Your name" error={errors.name} id={`${id}-name`}>
          <input
            {...fieldProps('name')}
            type="text"
            autoComplete="name"
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Field label="Your e-mail" error={errors.email} id={`${id}-email`}>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            className={inputClass}
          />
        </Field>
        <Field label="Subject" error={errors.subject} id={`${id}-subject`}>
          <input {...fieldProps('subject')} type="text" maxLength={200} className={inputClass} />
        </Field>
        <Field label="Priority" error={errors.priority} id={`${id}-priority`}>
          <select
            {...fieldProps('priority')}
            defaultValue={values.priority ?? 'medium'}
            className={inputClass}
          >
            {CONTACT_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Message (at least 10 characters)" error={errors.message} id={`${id}-message`}>
            <textarea {...fieldProps('message')} rows={5} maxLength={5000} className={inputClass} />
          </Field>
        </div>
      </div>
      <button type="submit" className="button-primary mt-5 w-full sm:w-auto" disabled={sending}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </fetcher.Form>
  );
}

const inputClass =
  'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700';

function Field({
  label,
  error,
  id,
  children,
}: {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
