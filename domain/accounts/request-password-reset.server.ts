import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import type { Limiters } from '../shared/rate-limits';
import { limiterFor } from '../shared/rate-limits';
import { createRandomToken, hashToken } from '../shared/tokens.server';
import { passwordResetEmail } from './account-emails';
import { findUserByEmail } from './find-user-by-email.server';
import type { AccountMailing } from './register-user.server';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_SENT_MESSAGE =
  'If an account with that email exists, a password reset link has been sent.';

/**
 * E-mails a one-hour, single-use reset link when the account exists. The caller answers the same either way and
 * runs this after the response has gone (context.afterResponse), so neither the answer nor its timing tells
 * whether the account exists.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  { mailer, baseUrl, limiters }: AccountMailing & { limiters: Limiters },
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.isBanned) return;
  const perAccount = limiterFor(limiters, 'forgotPasswordPerAccount');
  if ((await perAccount.retryAfterSeconds(user.email)) > 0) return;
  await perAccount.consume(user.email);

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
    await mailer.send(passwordResetEmail(user.email, user.firstName || user.username || 'there', link), {
      db: tx,
    });
  });
  mailer.deliverSoon();
}
