import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { InvalidInputError } from '../shared/errors';
import { type LimitedRequest, linkTokenAttempt } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { hashToken } from '../shared/tokens.server';
import { hashPassword } from './passwords.server';
import type { ResetPasswordInput } from './schemas';
import { deleteUserSessions } from './sessions.server';

export const RESET_LINK_INVALID_MESSAGE = refusalKey('account_error_reset_link_expired');

/**
 * Sets the new password, uses up the link, and signs the account out everywhere (whoever knew the old password
 * is locked out). Following the link proves the address, so it also counts as verified. A wrong token counts
 * against the address's link-token limit.
 */
export async function completePasswordReset(
  db: Database,
  { token, password }: ResetPasswordInput,
  request: LimitedRequest,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await linkTokenAttempt(request, () => setPasswordOfToken(db, token, passwordHash));
  await deleteUserSessions(db, user.id);
}

async function setPasswordOfToken(db: Database, token: string, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({
      password: passwordHash,
      passwordResetToken: null,
      passwordResetExpires: null,
      emailVerified: true,
    })
    .where(and(eq(users.passwordResetToken, hashToken(token)), gt(users.passwordResetExpires, new Date())))
    .returning({ id: users.id });
  if (!user) throw new InvalidInputError(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });
  return user;
}
