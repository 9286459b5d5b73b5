import type { Locale, Message } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';

/**
 * The shared e-mail rule's refusals (`emailProblem`, domain/accounts/schemas.ts), for a form that checks an address
 * in the browser before sending it. Only these messages: the whole catalogue (refusalIn) is the server's.
 */
const EMAIL_REFUSALS: Record<string, Message<Record<never, never>>> = {
  account_error_email_required: m.account_error_email_required,
  account_error_email_invalid: m.account_error_email_invalid,
  account_error_email_format: m.account_error_email_format,
  account_error_email_pattern: m.account_error_email_pattern,
  account_error_email_disposable: m.account_error_email_disposable,
};

/** The e-mail rule's refusal (its key) in `locale`; without one, "Please enter a valid email address." */
export function emailRefusalIn(locale: Locale, key: string | undefined): string {
  return (EMAIL_REFUSALS[key ?? ''] ?? m.account_error_email_check)({}, { locale });
}
