import { z } from 'zod';
import { type MessageKeyWithInputs, type PlainMessageKey, refusalKey } from '../shared/refusal-words';
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

function requiredText(
  missing: PlainMessageKey,
  tooLong: Extract<
    MessageKeyWithInputs,
    'guestbook_error_name_long' | 'guestbook_error_message_long' | 'guestbook_error_reason_long'
  >,
  max: number,
) {
  return z
    .string({ error: refusalKey(missing) })
    .trim()
    .min(1, refusalKey(missing))
    .max(max, refusalKey(tooLong, { max }))
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE);
}

export const UPDATES_EMAIL_MESSAGE = refusalKey('guestbook_error_updates_email');
const EMAIL_MESSAGE = refusalKey('guestbook_error_email');

/**
 * A condolence message: a name, optionally how the writer knew the person (the giving wizard's choices), words,
 * optionally one uploaded photo;
 * and, for "Send me updates" (off by default), an e-mail address, which is kept on the updates list only.
 */
export const guestbookMessageSchema = z
  .object({
    name: requiredText('guestbook_error_name', 'guestbook_error_name_long', GUESTBOOK_LIMITS.name),
    relationship: z
      .union([z.enum(CONTRIBUTOR_RELATIONSHIP_CHOICES), z.literal('')], {
        error: refusalKey('guestbook_error_relationship'),
      })
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    message: requiredText(
      'guestbook_error_message',
      'guestbook_error_message_long',
      GUESTBOOK_LIMITS.message,
    ),
    photo: optionalUploadedPhotoSchema,
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .max(GUESTBOOK_LIMITS.email, EMAIL_MESSAGE)
      .refine((value) => value === '' || SIMPLE_EMAIL_PATTERN.test(value), EMAIL_MESSAGE)
      .optional()
      .nullable()
      .transform((value) => (value ? value : null)),
    /** A checkbox sends "on"; the API may send a boolean. */
    wantsUpdates: z
      .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], {
        error: refusalKey('guestbook_error_updates_tick'),
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

export const MESSAGE_NOT_FOUND = refusalKey('guestbook_error_not_found');

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
  reason: requiredText('guestbook_error_reason', 'guestbook_error_reason_long', GUESTBOOK_LIMITS.reason),
});
export type MessageReportInput = z.infer<typeof messageReportSchema>;

/** The family's decision on one message: hide it from the page, or show it (again). */
export const messageVisibilitySchema = z.object({
  ...messageRef,
  visibility: z.enum(['hidden', 'shown'], { error: refusalKey('guestbook_error_visibility') }),
});
export type MessageVisibilityInput = z.infer<typeof messageVisibilitySchema>;
