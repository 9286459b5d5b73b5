import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';
import { optionalUploadedPhotoSchema } from '../uploads/uploaded-photo-schema';

/** Limits the family's update form shares with the API. */
export const UPDATE_LIMITS = { body: 5000 } as const;

export const EMPTY_UPDATE_MESSAGE = refusalKey('update_error_empty');
export const LONG_UPDATE_MESSAGE = refusalKey('update_error_long', { max: UPDATE_LIMITS.body });

/** The family's update: plain text, shown as typed (markup is text, links are not made clickable), and a photo. */
export const campaignUpdateSchema = z.object({
  body: z
    .string({ error: EMPTY_UPDATE_MESSAGE })
    .trim()
    .min(1, EMPTY_UPDATE_MESSAGE)
    .max(UPDATE_LIMITS.body, LONG_UPDATE_MESSAGE)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE),
  photo: optionalUploadedPhotoSchema,
});

export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;

export const UNSUBSCRIBE_LINK_NOT_FOUND = refusalKey('unsubscribe_link_unknown');
