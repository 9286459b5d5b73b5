import { type Locale, type Message, messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import type { ToastOptions } from './toast';

type Words = Message<Record<never, never>>;
interface Notice {
  title: Words;
  description?: Words;
  variant?: ToastOptions['variant'];
}

/**
 * Messages handed from one page to the next through `?notice=` (works without JavaScript too: the page
 * prints them; with JavaScript they also appear as the spec's toasts).
 */
const NOTICES = {
  'invalid-reset-link': { title: m.account_error_reset_link, variant: 'destructive' },
  'google-failed': {
    title: m.login_failed_title,
    description: m.notice_google_failed,
    variant: 'destructive',
  },
  'google-email-unverified': {
    title: m.login_failed_title,
    description: m.account_error_google_unverified,
    variant: 'destructive',
  },
  'account-suspended': {
    title: m.login_failed_title,
    description: m.account_error_suspended,
    variant: 'destructive',
  },
  'google-unavailable': {
    title: m.login_failed_title,
    description: m.notice_google_unavailable,
    variant: 'destructive',
  },
  'complete-campaign': { title: m.verify_complete_title, description: m.verify_complete_description },
  'account-deleted': {
    title: m.notice_account_deleted_title,
    description: m.notice_account_deleted_description,
  },
  'password-reset': {
    title: m.notice_password_reset_title,
    description: m.notice_password_reset_description,
  },
} satisfies Record<string, Notice>;

type NoticeName = keyof typeof NOTICES;

/** The notice named in the address, in the reader's language, or null for no (or an unknown) name. */
export function noticeIn(locale: Locale, name: string | null): ToastOptions | null {
  if (!name || !Object.hasOwn(NOTICES, name)) return null;
  const { title, description, variant }: Notice = NOTICES[name as NoticeName];
  return {
    title: messageIn(locale, title),
    description: description && messageIn(locale, description),
    variant,
  };
}
