import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError } from '../shared/errors';
import { limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import type { RequestDependencies } from '../shared/request-dependencies.server';
import { createRandomToken, hashToken } from '../shared/tokens.server';
import { verificationEmail } from './account-emails';
import { findUserByEmail } from './find-user-by-email.server';
import { hashPassword } from './passwords.server';
import { type PublicUser, toPublicUser } from './public-user.server';
import type { RegistrationInput } from './schemas';

export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN_MESSAGE = refusalKey('account_error_email_taken');

/**
 * Creates the account and e-mails a 24-hour verification link, at most so many per address (the sign-up page and
 * POST /api/auth/register share the limit). The caller signs the new user in.
 */
export async function registerUser(
  db: Database,
  input: RegistrationInput,
  { mailer, baseUrl, limiters, ipAddress, locale }: Omit<RequestDependencies, 'afterResponse'>,
): Promise<PublicUser> {
  await limiterFor(limiters, 'registerPerIp').consume(ipAddress);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const verificationToken = createRandomToken();
  const username = input.username || `${input.firstName} ${input.lastName}`;
  const passwordHash = await hashPassword(input.password);
  const link = `${baseUrl}/verify-email?token=${verificationToken}`;
  let created: typeof users.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          username,
          country: input.country,
          phone: input.phone,
          password: passwordHash,
          locale,
          emailVerificationToken: hashToken(verificationToken),
          emailVerificationExpires: new Date(Date.now() + VERIFICATION_LINK_LIFETIME_MS),
        })
        .returning();
      await mailer.send(verificationEmail(locale, user.email, input.firstName, link), { db: tx });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  mailer.deliverSoon();
  return toPublicUser(created);
}

/** The refusal of an address another account has. */
export function emailTaken() {
  return new ConflictError(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}
