import { z } from 'zod';

export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/**
 * The contact form (spec part 2 §3 and §5), shared by the help page's form and POST /api/contact.
 * Browser-safe: the form runs it before sending so every message shows at once.
 */
export const contactMessageSchema = z.object(
  {
    name: requiredText('Name is required', 100, 'Name must be at most 100 characters'),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .max(254, { error: 'Valid email is required' })
      .pipe(z.email({ error: 'Valid email is required' })),
    subject: requiredText('Subject is required', 200, 'Subject must be at most 200 characters'),
    message: z
      .string({ error: 'Message must be at least 10 characters' })
      .trim()
      .min(10, { error: 'Message must be at least 10 characters' })
      .max(5000, { error: 'Message must be at most 5000 characters' }),
    priority: z.enum(CONTACT_PRIORITIES, { error: 'Priority must be low, medium or high' }).default('medium'),
  },
  { error: 'Please fill in the contact form' },
);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
