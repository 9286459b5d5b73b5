import type { Database } from '../../db/client.server';
import { ForbiddenError, isDomainError, UnauthorizedError } from '../shared/errors';
import type { Limiter, Limiters } from '../shared/rate-limits';
import { consumeAll, limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { findUserByEmail } from './find-user-by-email.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { type PublicUser, toPublicUser } from './public-user.server';
import type { SignInInput } from './schemas';

export const SIGN_IN_FAILED_MESSAGE = refusalKey('account_error_sign_in_failed');
export const ACCOUNT_SUSPENDED_MESSAGE = refusalKey('account_error_suspended');

/** A real hash to verify against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password, counting failures per account and address (back-off after 5), per account (at most 100 an
 * hour, which an address the account signed in from before may pass) and per address. Each attempt is counted
 * before the password is checked and a success gives its points back (decision 022), so a parallel burst has no
 * more passwords checked than the limits allow. The answer is the same whether or not the account exists. The
 * caller starts the session.
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
  const accountAtAddress = accountAtAddressKey(account, ipAddress);
  const isKnownAddress = (await knownAddresses.retryAfterSeconds(accountAtAddress)) > 0;
  const refusing: Array<[Limiter, string]> = [
    [perIp, ipAddress],
    [perAccountAndIp, accountAtAddress],
  ];
  await Promise.all([
    consumeAll(isKnownAddress ? refusing : [...refusing, [perAccountHour, account]]),
    // From a known address the account's hour still counts the attempt, but never refuses it.
    isKnownAddress ? perAccountHour.consume(account).catch(ignoreSpent) : undefined,
  ]);

  const user = await findUserByEmail(db, email);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const matches = await verifyPassword(user?.password ?? (await decoyHash), password);
  if (!user?.password || !matches) throw new UnauthorizedError(SIGN_IN_FAILED_MESSAGE);
  if (user.isBanned) throw new ForbiddenError(ACCOUNT_SUSPENDED_MESSAGE);
  await Promise.all([
    perIp.reward(ipAddress),
    perAccountHour.reward(account),
    perAccountAndIp.reset(accountAtAddress),
    knownAddresses.consume(accountAtAddress).catch(ignoreSpent),
  ]);
  return toPublicUser(user);
}

/** A counter already full stays full: the attempt (or the mark) is recorded either way. */
function ignoreSpent(error: unknown) {
  if (!isDomainError(error, 'rate_limited')) throw error;
}

/** The key of the back-off on one account from one address: sign-in and the account page's password checks. */
export function accountAtAddressKey(email: string, ipAddress: string): string {
  return `${email.trim().toLowerCase()}|${ipAddress}`;
}
