import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';

/** The family's thank-you note (issue 16): the form, the API and the e-mail share these. */
export const THANK_YOU_MESSAGE_MAX = 1000;

export const THANK_YOU_MESSAGE_REQUIRED = refusalKey('thanks_error_required');
export const THANK_YOU_MESSAGE_TOO_LONG = refusalKey('thanks_error_too_long', {
  max: THANK_YOU_MESSAGE_MAX,
});

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
