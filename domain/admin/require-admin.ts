import type { CurrentUser } from '../accounts/sessions.server';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export const ADMIN_SIGN_IN_REQUIRED = refusalKey('admin_refusal_sign_in_required');
export const ADMIN_ACCESS_DENIED = refusalKey('admin_refusal_access_denied');

export interface AdminRequest {
  /** The admin session's user (context.admin), if any. */
  admin: CurrentUser | null;
  /** The site session's user (context.user), if any. */
  user: CurrentUser | null;
}

/**
 * Every admin screen and /api/admin call starts here, on the server: the admin session's user, or 401 for a
 * visitor (and for an admin who has not signed in to the admin area), 403 for a signed-in user who is not an
 * admin. There is no other way in (DESIGN.md: no bypass of any kind).
 */
export function requireAdmin({ admin, user }: AdminRequest): CurrentUser {
  if (admin) return admin;
  if (user && !user.isAdmin) throw new ForbiddenError(ADMIN_ACCESS_DENIED);
  throw new UnauthorizedError(ADMIN_SIGN_IN_REQUIRED);
}

/** What the dashboard shows: the screen, "Admin Access Required" (sign in) or "Access Denied" (go home). */
export type AdminAccess = { state: 'admin'; admin: CurrentUser } | { state: 'sign-in-required' | 'denied' };

export function adminAccessOf({ admin, user }: AdminRequest): AdminAccess {
  if (admin) return { state: 'admin', admin };
  if (user && !user.isAdmin) return { state: 'denied' };
  return { state: 'sign-in-required' };
}
