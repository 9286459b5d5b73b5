import type { Database } from '../../db/client.server';
import { ForbiddenError, isDomainError, UnauthorizedError } from '../shared/errors';
import type { Limiter, Limiters } from '../shared/rate-limits';
import { limiterFor, requireNotLimited } from '../shared/rate-limits';
import { findUserByEmail } from './find-user-by-email.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { type PublicUser, toPublicUser } from './public-user.server';
import type { SignInInput } from './schemas';

export const SIGN_IN_FAILED_MESSAGE = 'Invalid email or password';
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';

/** A real hash to verify against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password, counting failures per account and address (back-off after 5), per account (at most 100 an
 * hour, which an address the account signed in from before may pass) and per address. The answer is the same
 * whether or not the account exists. The caller starts the session.
 */
export async function signInWithPassword(
  db: Database,
  { email, password }: SignInInput,
  { limiters, ipAddress }: { limiters: Limiters; ipAddress: string },
): Promise<PublicUser> {
  const perAccountAndIp = limiterFor(limiters, 'signInFailuresPerAccountAndIp');
  const perAccountHour = limiterFor(limiters, 'signInFailuresPerAccountHour');
  const perIp = limiterFor(limiters, 'signInFailuresPerIp');
  const knownAddresses = limiterFor(limiters, 'signInKnownAddress');
  const account = email.trim().toLowerCase();
  const accountAtAddress = `${account}|${ipAddress}`;
  const isKnownAddress = (await knownAddresses.retryAfterSeconds(accountAtAddress)) > 0;
  await requireNotLimited([
    [perIp, ipAddress],
    [perAccountAndIp, accountAtAddress],
    ...(isKnownAddress ? [] : [[perAccountHour, account] as [Limiter, string]]),
  ]);

  const user = await findUserByEmail(db, email);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verifyPassword(user?.password ?? (await decoyHash), password);
  if (!user?.password || !matches) {
    await Promise.all([
      perIp.consume(ipAddress),
      perAccountAndIp.consume(accountAtAddress),
      perAccountHour.consume(account).catch(ignoreSpent),
    ]);
    throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
  }
  if (user.isBanned) throw new ForbiddenError(ACCOUNT_SUSPENDED_MESSAGE);
  await Promise.all([
    perAccountAndIp.reset(accountAtAddress),
    knownAddresses.consume(accountAtAddress).catch(ignoreSpent),
  ]);
  return toPublicUser(user);
}

/** A counter already full stays full: the failure (or the mark) is recorded either way. */
function ignoreSpent(error: unknown) {
  if (!isDomainError(error, 'rate_limited')) throw error;
}
