import type { Database } from '../../db/client.server';
import type { SignInInput } from '../accounts/schemas';
import { signInWithPassword } from '../accounts/sign-in-with-password.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { isDomainError, UnauthorizedError } from '../shared/errors';
import type { Limiters } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';

export const ADMIN_SIGN_IN_FAILED_MESSAGE = refusalKey('admin_refusal_invalid_credentials');

/**
 * The admin area's sign-in: the site's password check (its rate limits and equal timing included), then the admin
 * flag. Anyone who is not an admin, a wrong password, an unknown address and a banned account are all refused
 * with the same answer. Both outcomes are written to the audit log; the caller starts the admin session.
 */
export async function signInAdmin(
  db: Database,
  input: SignInInput,
  dependencies: { limiters: Limiters } & Required<AuditOrigin>,
) {
  const origin = { ipAddress: dependencies.ipAddress, userAgent: dependencies.userAgent };
  try {
    const user = await signInWithPassword(db, input, dependencies);
    if (!user.isAdmin) throw new UnauthorizedError(ADMIN_SIGN_IN_FAILED_MESSAGE);
    await recordAudit(
      db,
      { action: 'admin.sign_in', entityType: 'user', entityId: user.id, adminId: user.id },
      origin,
    );
    return user;
  } catch (error) {
    if (isDomainError(error, 'rate_limited')) throw error;
    await recordAudit(
      db,
      {
        action: 'admin.sign_in_failed',
        entityType: 'user',
        details: { email: input.email.trim().toLowerCase().slice(0, 254) },
      },
      origin,
    );
    if (isDomainError(error, 'unauthorized') || isDomainError(error, 'forbidden')) {
      throw new UnauthorizedError(ADMIN_SIGN_IN_FAILED_MESSAGE);
    }
    throw error;
  }
}
