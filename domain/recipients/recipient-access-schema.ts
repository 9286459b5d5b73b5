import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';

/** The recipient's refusals, as catalogue keys (refusal-words.ts): the spec's words in English. */
export const MISSING_INFORMATION = refusalKey('recipient_error_missing');
export const INVALID_RECIPIENT_ACCESS = refusalKey('recipient_error_invalid');

const field = z
  .string({ error: MISSING_INFORMATION })
  .trim()
  .min(1, MISSING_INFORMATION)
  .max(40, INVALID_RECIPIENT_ACCESS);

/** POST /api/recipient-access/validate and the /recipient-access form: both fields, trimmed (spec part 2 §5). */
export const recipientAccessSchema = z.object({ accessCode: field, phone: field });
export type RecipientAccessAttempt = z.infer<typeof recipientAccessSchema>;

/** POST /api/campaigns/{id}/share-recipient answers this (spec part 2 §3, plus when it expires and what it replaced). */
export interface RecipientAccessShare {
  accessCode: string;
  accessUrl: string;
  publicCampaignUrl: string;
  whatsappUrl: string;
  message: string;
  expiresAt: string;
  /** A code shared before was revoked by this one. */
  replacedEarlierCode: boolean;
}
