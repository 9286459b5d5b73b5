import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';

/**
 * The refusals the dialog meets before the server (the answers' own checks, the shared schemas' and custom URL
 * rules' catalogue keys), as their messages: only these ride in the dialog's chunk, not the whole catalogue.
 */
const DIALOG_REFUSALS: Record<string, Message<object>> = {
  campaign_error_phone_required: m.campaign_error_phone_required,
  campaign_error_phone_format: m.campaign_error_phone_format,
  campaign_error_relationship: m.campaign_error_relationship,
  campaign_error_passing_format: m.campaign_error_passing_format,
  campaign_error_passing_future: m.campaign_error_passing_future,
  campaign_error_passing_early: m.campaign_error_passing_early,
  campaign_error_birth_after_passing: m.campaign_error_birth_after_passing,
  campaign_error_recipient_country: m.campaign_error_recipient_country,
  campaign_error_end_date_past: m.campaign_error_end_date_past,
  campaign_error_url_format: m.campaign_error_url_format,
  campaign_error_url_long: m.campaign_error_url_long,
  campaign_error_url_numeric: m.campaign_error_url_numeric,
  campaign_error_url_reserved: m.campaign_error_url_reserved,
  campaign_error_url_taken: m.campaign_error_url_taken,
};

/** The message of a refusal key (refusalKey); one the dialog does not expect reads as a plain "try again". */
export function dialogRefusal(key: string): Message<object> {
  return Object.hasOwn(DIALOG_REFUSALS, key) ? DIALOG_REFUSALS[key] : m.create_error_generic;
}
