import { parse, serialize } from 'cookie';
import { SESSION_IDLE_LIFETIME_MS } from '../../domain/accounts/sessions.server';

export const SESSION_COOKIE = 'pamoja_sid';
/** A recipient's session (decision 009): apart from the user's, so signing in or out leaves it alone. */
export const RECIPIENT_SESSION_COOKIE = 'pamoja_recipient';
/** An admin's session (domain/admin/admin-sessions.server.ts): apart from the site's, strict, gone with the browser. */
export const ADMIN_SESSION_COOKIE = 'pamoja_admin';

function readToken(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parse(cookieHeader)[name];
  return value && /^[A-Za-z0-9_-]{32,128}$/.test(value) ? value : undefined;
}

export function readSessionId(cookieHeader: string | undefined): string | undefined {
  return readToken(cookieHeader, SESSION_COOKIE);
}

export function readAdminSessionToken(cookieHeader: string | undefined): string | undefined {
  return readToken(cookieHeader, ADMIN_SESSION_COOKIE);
}

/** No expiry: the browser drops it when it closes, and the server after 15 idle minutes. */
export function adminSessionCookie(token: string, secure: boolean): string {
  return serialize(ADMIN_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

export function clearedAdminSessionCookie(secure: boolean): string {
  return serialize(ADMIN_SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: 0,
  });
}

export function readRecipientSessionToken(cookieHeader: string | undefined): string | undefined {
  return readToken(cookieHeader, RECIPIENT_SESSION_COOKIE);
}

/** Lasts as long as the access code it came from: the server refuses it sooner if the code is revoked. */
export function recipientSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(RECIPIENT_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearedRecipientSessionCookie(secure: boolean): string {
  return serialize(RECIPIENT_SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 0,
  });
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
