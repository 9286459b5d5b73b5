import type { ToastOptions } from './toast';

/**
 * Messages handed from one page to the next through `?notice=` (works without JavaScript too: the page
 * prints them; with JavaScript they also appear as the spec's toasts).
 */
export const NOTICES = {
  'invalid-reset-link': { title: 'Invalid reset link', variant: 'destructive' },
  'google-failed': {
    title: 'Sign in failed',
    description: 'Google sign-in did not complete. Please try again.',
    variant: 'destructive',
  },
  'google-email-unverified': {
    title: 'Sign in failed',
    description:
      'Your Google account has no verified email address. Please verify it with Google, or sign up with your email.',
    variant: 'destructive',
  },
  'account-suspended': {
    title: 'Sign in failed',
    description: 'This account has been suspended. Please contact support.',
    variant: 'destructive',
  },
  'google-unavailable': {
    title: 'Sign in failed',
    description: 'Google sign-in is not available right now. Please sign in with your email.',
    variant: 'destructive',
  },
  'complete-campaign': {
    title: 'Complete Your Campaign',
    description: 'Sign in to publish the campaign you started.',
  },
  'account-deleted': {
    title: 'Account deleted',
    description: 'Your account and its sign-ins are erased. Thank you for the time you spent with us.',
  },
  'password-reset': {
    title: 'Password updated',
    description: 'Please sign in with your new password.',
  },
} satisfies Record<string, ToastOptions>;

export type NoticeName = keyof typeof NOTICES;

export function noticeOf(name: string | null): ToastOptions | null {
  return name && Object.hasOwn(NOTICES, name) ? NOTICES[name as NoticeName] : null;
}
