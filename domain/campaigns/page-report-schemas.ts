import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../shared/validation';

/** Why a visitor reports a page (issue 34): stored as these words in page_reports.reason. */
export const PAGE_REPORT_REASONS = ['duplicate', 'not_family', 'misleading', 'other'] as const;
export type PageReportReason = (typeof PAGE_REPORT_REASONS)[number];

/** `adminNote`: an admin's own words to the organizer, sent with a pause or a contact. */
export const PAGE_REPORT_LIMITS = { details: 1000, contact: 200, adminNote: 2000 } as const;

export const PAGE_REPORT_MESSAGES = {
  reason: refusalKey('refusal_page_report_reason'),
  details: refusalKey('refusal_page_report_details_long', { count: PAGE_REPORT_LIMITS.details }),
  contact: refusalKey('refusal_page_report_contact_long', { count: PAGE_REPORT_LIMITS.contact }),
} as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasNullCharacter(value), NULL_CHARACTER_MESSAGE)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** "Report this page": a reason, and optionally the reporter's words and how to reach them. */
export const pageReportSchema = z.object({
  reason: z.enum(PAGE_REPORT_REASONS, { error: PAGE_REPORT_MESSAGES.reason }),
  details: optionalText(PAGE_REPORT_LIMITS.details, PAGE_REPORT_MESSAGES.details),
  contact: optionalText(PAGE_REPORT_LIMITS.contact, PAGE_REPORT_MESSAGES.contact),
});
export type PageReportInput = z.infer<typeof pageReportSchema>;
