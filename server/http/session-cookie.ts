import { parse, serialize } from 'cookie';
import { SESSION_IDLE_LIFETIME_MS } from '../../domain/accounts/sessions.server';

export const SESSION_COOKIE = 'pamoja_sid';

export function readSessionId(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[SESSION_COOKIE];
  return value && /^[A-Za-z0-9_-]{32,128}$/.test(value) ? value : undefined;
}

export function sessionCookie(sessionId: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_IDLE_LIFETIME_MS / 1000,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
