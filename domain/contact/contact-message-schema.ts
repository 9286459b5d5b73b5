import * as z from 'zod/mini';

export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

const trimmedText = (message: string, min: number, max: number, tooLong: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong }));

/**
 * The contact form (spec part 2 §3 and §5), shared by the help page's form and POST /api/contact.
 * Browser-safe, and written with zod's small build because the help page ships it to phones.
 */
export const contactMessageSchema = z.object(
  {
    name: trimmedText('Name is required', 1, 100, 'Name must be at most 100 characters'),
    email: z
      .string({ error: 'Valid email is required' })
      .check(
        z.trim(),
        z.maxLength(254, { error: 'Valid email is required' }),
        z.email({ error: 'Valid email is required' }),
      ),
    subject: trimmedText('Subject is required', 1, 200, 'Subject must be at most 200 characters'),
    message: trimmedText(
      'Message must be at least 10 characters',
      10,
      5000,
      'Message must be at most 5000 characters',
    ),
    priority: z._default(
      z.enum(CONTACT_PRIORITIES, { error: 'Priority must be low, medium or high' }),
      'medium',
    ),
  },
  { error: 'Please fill in the contact form' },
);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
