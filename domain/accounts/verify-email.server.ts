import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { InvalidInputError } from '../shared/errors';
import { type LimitedRequest, linkTokenAttempt } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { hashToken } from '../shared/tokens.server';

export const VERIFICATION_FAILED_MESSAGE = refusalKey('account_error_verification_failed');

/**
 * Marks the address verified, within 24 hours of the link being sent. The link's hash stays with the account, so
 * opening it again (a second tap in the e-mail, a link forwarded to another device) says "already verified"
 * instead of "failed"; it changes nothing more and signs nobody in. A wrong token counts against the address's
 * link-token limit.
 */
export function verifyEmail(
  db: Database,
  token: string,
  request: LimitedRequest,
): Promise<{ email: string; alreadyVerified: boolean }> {
  return linkTokenAttempt(request, () => verifyEmailToken(db, token));
}

async function verifyEmailToken(
  db: Database,
  token: string,
): Promise<{ email: string; alreadyVerified: boolean }> {
  const tokenHash = hashToken(token);
  const [verified] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      and(
        eq(users.emailVerificationToken, tokenHash),
        eq(users.emailVerified, false),
        gt(users.emailVerificationExpires, new Date()),
      ),
    )
    .returning({ email: users.email });
  if (verified) return { ...verified, alreadyVerified: false };
  const [already] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.emailVerificationToken, tokenHash), eq(users.emailVerified, true)))
    .limit(1);
  if (already) return { ...already, alreadyVerified: true };
  throw new InvalidInputError(VERIFICATION_FAILED_MESSAGE);
}
