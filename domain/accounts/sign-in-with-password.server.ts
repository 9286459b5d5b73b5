import type { Database } from '../../db/client.server';
import { ForbiddenError, UnauthorizedError } from '../shared/errors';
import type { Limiters } from '../shared/rate-limits';
import { accountLimiter, requireNotLimited } from './abuse-limits';
import { findUserByEmail } from './find-user-by-email.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { type PublicUser, toPublicUser } from './public-user.server';
import type { SignInInput } from './schemas';

export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password';
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';

/** A real hash to verify against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password, counting failures per account (back-off after 5, at most 100 an hour) and per IP.
 * The answer is the same whether or not the account exists. The caller starts the session.
 */
export async function signInWithPassword(
  db: Database,
  { email, password }: SignInInput,
  { limiters, ipAddress }: { limiters: Limiters; ipAddress: string },
): Promise<PublicUser> {
  const perAccount = accountLimiter(limiters, 'signInFailuresPerAccount');
  const perAccountHour = accountLimiter(limiters, 'signInFailuresPerAccountHour');
  const perIp = accountLimiter(limiters, 'signInFailuresPerIp');
  await requireNotLimited([
    [perIp, ipAddress],
    [perAccount, email],
    [perAccountHour, email],
  ]);

  const user = await findUserByEmail(db, email);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verifyPassword(user?.password ?? (await decoyHash), password);
  if (!user?.password || !matches) {
    await Promise.all([perIp.consume(ipAddress), perAccount.consume(email), perAccountHour.consume(email)]);
    throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
  }
  if (user.isBanned) throw new ForbiddenError(ACCOUNT_SUSPENDED_MESSAGE);
  await perAccount.reset(email);
  return toPublicUser(user);
}
