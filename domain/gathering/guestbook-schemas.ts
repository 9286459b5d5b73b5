import { z } from 'zod';
import { CONTRIBUTOR_RELATIONSHIP_CHOICES } from '../shared/relationships';
import { MAX_ROW_ID } from '../shared/row-id';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE, SIMPLE_EMAIL_PATTERN } from '../shared/validation';
import { optionalUploadedPhotoSchema } from '../uploads/uploaded-photo-schema';

/** Limits the guestbook form, the report form and the API share. Browser-safe. */
export const GUESTBOOK_LIMITS = {
  name: 100,
  message: 2000,
  email: 254,
  reason: 500,
} as const;

/**
 * The hidden field a person never sees nor fills (it is off-screen and skipped by the keyboard); bots that fill
 * every field do, and are answered as if their message were kept.
 */
export const HONEYPOT_FIELD = 'website';

function requiredText(missing: string, label: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be ${max.toLocaleString('en')} characters or fewer`)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE);
}

export const UPDATES_EMAIL_MESSAGE =
  'Enter your e-mail address to receive updates, or untick "Send me updates"';

/**
 * A condolence message: a name, optionally how the writer knew the person (the giving wizard's choices), words,
 * optionally one uploaded photo;
 * and, for "Send me updates" (off by default), an e-mail address, which is kept on the updates list only.
 */
export const guestbookMessageSchema = z
  .object({
    name: requiredText('Enter your name', 'Your name', GUESTBOOK_LIMITS.name),
    relationship: z
      .union([z.enum(CONTRIBUTOR_RELATIONSHIP_CHOICES), z.literal('')], {
        error: 'Choose how you knew them from the list, or leave it empty',
      })
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    message: requiredText('Write your message', 'Your message', GUESTBOOK_LIMITS.message),
    photo: optionalUploadedPhotoSchema,
    email: z
      .string({ error: 'Enter a valid e-mail address, or leave it empty' })
      .trim()
      .max(GUESTBOOK_LIMITS.email, 'Enter a valid e-mail address, or leave it empty')
      .refine(
        (value) => value === '' || SIMPLE_EMAIL_PATTERN.test(value),
        'Enter a valid e-mail address, or leave it empty',
      )
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    /** A checkbox sends "on"; the API may send a boolean. */
    wantsUpdates: z
      .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], {
        error: 'Tick "Send me updates" or leave it empty',
      })
      .optional()
      .nullable()
      .transform((value) => value === true || value === 'on' || value === 'true'),
    [HONEYPOT_FIELD]: z.string().optional().nullable(),
  })
  .refine((input) => !input.wantsUpdates || input.email !== null, {
    message: UPDATES_EMAIL_MESSAGE,
    path: ['email'],
  });

export type GuestbookMessageInput = z.infer<typeof guestbookMessageSchema>;

/** The two kinds of words in the page's stream: a guestbook message, or the message given with a gift. */
export const STREAM_ITEM_KINDS = ['gift', 'message'] as const;
export type StreamItemKind = (typeof STREAM_ITEM_KINDS)[number];

export const MESSAGE_NOT_FOUND = 'This message was not found. It may have been removed.';

const messageRef = {
  kind: z.enum(STREAM_ITEM_KINDS, { error: MESSAGE_NOT_FOUND }),
  id: z.coerce
    .number({ error: MESSAGE_NOT_FOUND })
    .int(MESSAGE_NOT_FOUND)
    .min(1, MESSAGE_NOT_FOUND)
    .max(MAX_ROW_ID, MESSAGE_NOT_FOUND),
};

/** A visitor's report of one message, with a short reason. */
export const messageReportSchema = z.object({
  ...messageRef,
  reason: requiredText(
    'Say in a few words what is wrong with this message',
    'The reason',
    GUESTBOOK_LIMITS.reason,
  ),
});
export type MessageReportInput = z.infer<typeof messageReportSchema>;

/** The family's decision on one message: hide it from the page, or show it (again). */
export const messageVisibilitySchema = z.object({
  ...messageRef,
  visibility: z.enum(['hidden', 'shown'], { error: 'Choose whether to hide or show the message' }),
});
export type MessageVisibilityInput = z.infer<typeof messageVisibilitySchema>;
