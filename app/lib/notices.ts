import type { Locale } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { messageIn } from './i18n';
import type { ToastOptions } from './toast';

type Words = typeof m.notice_sign_in_failed;

/**
 * Messages handed from one page to the next through `?notice=` (works without JavaScript too: the page
 * prints them; with JavaScript they also appear as the spec's toasts).
 */
const NOTICES = {
  'invalid-reset-link': { title: m.notice_invalid_reset_link, variant: 'destructive' },
  'google-failed': {
    title: m.notice_sign_in_failed,
    description: m.notice_google_failed,
    variant: 'destructive',
  },
  'google-email-unverified': {
    title: m.notice_sign_in_failed,
    description: m.notice_google_email_unverified,
    variant: 'destructive',
  },
  'account-suspended': {
    title: m.notice_sign_in_failed,
    description: m.notice_account_suspended,
    variant: 'destructive',
  },
  'google-unavailable': {
    title: m.notice_sign_in_failed,
    description: m.notice_google_unavailable,
    variant: 'destructive',
  },
  'complete-campaign': { title: m.notice_complete_campaign, description: m.notice_complete_campaign_text },
  'account-deleted': { title: m.notice_account_deleted, description: m.notice_account_deleted_text },
  'password-reset': { title: m.notice_password_reset, description: m.notice_password_reset_text },
} satisfies Record<string, { title: Words; description?: Words; variant?: ToastOptions['variant'] }>;

type NoticeName = keyof typeof NOTICES;

/** The notice named in the address, in the reader's language; null for none or an unknown name. */
export function noticeOf(name: string | null, locale: Locale): ToastOptions | null {
  if (!name || !Object.hasOwn(NOTICES, name)) return null;
  const notice: { title: Words; description?: Words; variant?: ToastOptions['variant'] } =
    NOTICES[name as NoticeName];
  return {
    title: messageIn(locale, notice.title),
    description: notice.description && messageIn(locale, notice.description),
    variant: notice.variant,
  };
}
