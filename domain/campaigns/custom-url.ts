import { refusalKey } from '../shared/refusal-words';

/**
 * Rules for a campaign's custom URL (the `{customUrl}` of /campaign/{customUrl} and /{customUrl}).
 * Browser-safe: the creation dialog and the edit form check the same rules before the server does.
 */

/**
 * First path segments that belong to the app, never to a campaign: every route of app/routes.ts (a test keeps
 * the two in step) and the paths the server answers before React Router (spec part 2 §2 lists the first twelve).
 */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'privacy',
  'terms',
  'help',
  'manifesto',
  'resources',
  'gdpr-info',
  'login',
  'signup',
  'new-signup',
  'reset-password',
  'create-campaign',
  'admin',
  'forgot-password',
  'password-reset-sent',
  'password-reset-success',
  'verify-email',
  'logout',
  'language',
  'dashboard',
  'edit-campaign',
  'campaign',
  'campaigns',
  'mobile-wallet',
  'give',
  // Issue 16's pages for the family and for visitors.
  'family',
  'rsvp',
  'calendar',
  'sign-guestbook',
  'report-message',
  'report-page',
  'receipt',
  'unsubscribe',
  'stop-anniversary-emails',
  'recipient-access',
  'recipient-sign-out',
  'admin-dashboard',
  'admin-access',
  'secret-admin-777',
  'story',
  'dev',
  'api',
  'uploads',
  'assets',
  'healthz',
  'favicon.svg',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  '__manifest',
]);

export const CUSTOM_URL_MAX_LENGTH = 80;

/** Catalogue keys (refusalKey): each is answered in the reader's language; "at most 80" is CUSTOM_URL_MAX_LENGTH. */
export const CUSTOM_URL_MESSAGES = {
  format: refusalKey('campaign_error_url_format'),
  tooLong: refusalKey('campaign_error_url_long'),
  numeric: refusalKey('campaign_error_url_numeric'),
  reserved: refusalKey('campaign_error_url_reserved'),
  taken: refusalKey('campaign_error_url_taken'),
} as const;

/** Lowercases and keeps letters, digits and single hyphens: "Amara Okafor!" → "amara-okafor". */
export function normaliseCustomUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, CUSTOM_URL_MAX_LENGTH);
}

/** The dialog's placeholder and the generated URL: "rip" plus the name's letters and digits, lowercased. */
export function suggestedCustomUrl(deceasedName: string): string {
  const compact = deceasedName
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  return `rip${compact}`.slice(0, CUSTOM_URL_MAX_LENGTH);
}

/** Why `value` cannot be a custom URL, or null when it can (uniqueness is the database's to say). */
export function customUrlProblem(value: string): string | null {
  if (value.length > CUSTOM_URL_MAX_LENGTH) return CUSTOM_URL_MESSAGES.tooLong;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return CUSTOM_URL_MESSAGES.format;
  if (/^\d+$/.test(value)) return CUSTOM_URL_MESSAGES.numeric;
  if (RESERVED_FIRST_SEGMENTS.has(value)) return CUSTOM_URL_MESSAGES.reserved;
  return null;
}
