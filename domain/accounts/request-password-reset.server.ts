import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { isDomainError } from '../shared/errors';
import { storedLocale } from '../shared/locales';
import { limiterFor } from '../shared/rate-limits';
import type { RequestDependencies } from '../shared/request-dependencies.server';
import { createRandomToken, hashToken } from '../shared/tokens.server';
import { passwordResetEmail } from './account-emails';
import { findUserByEmail } from './find-user-by-email.server';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Asks for a reset link (the sign-in page's dialog, /forgot-password and POST /api/auth/forgot-password alike):
 * limited per address; then, after the answer has gone, e-mails a one-hour, single-use link if the account exists.
 * The caller answers the same either way, so neither the answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  { limiters, ipAddress, afterResponse, ...mailing }: RequestDependencies,
): Promise<void> {
  await limiterFor(limiters, 'forgotPasswordPerIp').consume(ipAddress);
  afterResponse(() => sendResetLinkIfAccountExists(db, email, { ...mailing, limiters }));
}

async function sendResetLinkIfAccountExists(
  db: Database,
  email: string,
  { mailer, baseUrl, limiters }: Pick<RequestDependencies, 'mailer' | 'baseUrl' | 'limiters'>,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.isBanned) return;
  // Counted before the e-mail is written, so a burst of requests cannot all pass one check (decision 022).
  const allowed = await limiterFor(limiters, 'forgotPasswordPerAccount')
    .consume(user.email)
    .then(() => true)
    .catch((error) => {
      if (isDomainError(error, 'rate_limited')) return false;
      throw error;
    });
  if (!allowed) return;

  const token = createRandomToken();
  const link = `${baseUrl}/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordResetToken: hashToken(token),
        passwordResetExpires: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
      })
      .where(eq(users.id, user.id));
    await mailer.send(
      passwordResetEmail(
        storedLocale(user.locale),
        user.email,
        user.firstName || user.username || 'there',
        link,
      ),
      {
        db: tx,
      },
    );
  });
  mailer.deliverSoon();
}
