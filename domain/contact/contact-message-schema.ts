import * as z from 'zod/mini';
import { refusalKey } from '../shared/refusal-words';

export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

const trimmedText = (message: string, min: number, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong }));

/**
 * What the contact form refuses, as catalogue keys (refusalKey): the API and the page's action answer them in the
 * reader's language, and the form in the browser does too (contact-form.tsx).
 */
export const CONTACT_REFUSALS = {
  name: refusalKey('contact_error_name'),
  nameLong: refusalKey('contact_error_name_long'),
  email: refusalKey('contact_error_email'),
  subject: refusalKey('contact_error_subject'),
  subjectLong: refusalKey('contact_error_subject_long'),
  message: refusalKey('contact_error_message'),
  messageLong: refusalKey('contact_error_message_long'),
  priority: refusalKey('contact_error_priority'),
  form: refusalKey('contact_error_form'),
} as const;

/**
 * The contact form (spec part 2 §3 and §5), shared by the help page's form and POST /api/contact.
 * Browser-safe, and written with zod's small build because the help page ships it to phones.
 */
export const contactMessageSchema = z.object(
  {
    name: trimmedText(CONTACT_REFUSALS.name, 1, 100, CONTACT_REFUSALS.nameLong),
    email: z
      .string({ error: CONTACT_REFUSALS.email })
      .check(
        z.trim(),
        z.maxLength(254, { error: CONTACT_REFUSALS.email }),
        z.email({ error: CONTACT_REFUSALS.email }),
      ),
    subject: trimmedText(CONTACT_REFUSALS.subject, 1, 200, CONTACT_REFUSALS.subjectLong),
    message: trimmedText(CONTACT_REFUSALS.message, 10, 5000, CONTACT_REFUSALS.messageLong),
    priority: z._default(z.enum(CONTACT_PRIORITIES, { error: CONTACT_REFUSALS.priority }), 'medium'),
  },
  { error: CONTACT_REFUSALS.form },
);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
