import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * A plain link to the server's Google sign-in, so it works before JavaScript loads. A saved campaign draft stays
 * in local storage meanwhile; the sign-in page we come back to creates it (spec part 1 §4).
 */
export function GoogleSignInButton({ redirectTo }: { redirectTo?: string }) {
  const { t } = useMessages();
  const href = redirectTo ? `/api/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/api/login';
  return (
    <a href={href} className="button-secondary w-full">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
        />
      </svg>
      {t(m.login_google)}
    </a>
  );
}

export function OrDivider() {
  const { t } = useMessages();
  return (
    <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      {t(m.login_or)}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
