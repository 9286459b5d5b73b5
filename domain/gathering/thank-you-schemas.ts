import { z } from 'zod';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';

/** The family's thank-you note (issue 16): the form, the API and the e-mail share these. */
export const THANK_YOU_MESSAGE_MAX = 1000;

export const THANK_YOU_MESSAGE_REQUIRED = 'Write a few words of thanks';
export const THANK_YOU_MESSAGE_TOO_LONG = `Your message must be ${THANK_YOU_MESSAGE_MAX.toLocaleString('en')} characters or fewer`;

/** What the form offers to start from; the family changes it as they wish. */
export function defaultThankYouMessage(deceasedName: string): string {
  return `Thank you for your gift in memory of ${deceasedName}. Your kindness has carried our family through these days, and we will not forget it.`;
}

export const thankYouMessageSchema = z.object({
  message: z
    .string({ error: THANK_YOU_MESSAGE_REQUIRED })
    .trim()
    .min(1, THANK_YOU_MESSAGE_REQUIRED)
    .max(THANK_YOU_MESSAGE_MAX, THANK_YOU_MESSAGE_TOO_LONG)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE),
});
export type ThankYouMessageInput = z.infer<typeof thankYouMessageSchema>;

/** How the family's list names a giver who asked to stay anonymous: never by name, not even to the family. */
export const ANONYMOUS_GIVER_LABEL = 'A giver who asked to stay anonymous';
