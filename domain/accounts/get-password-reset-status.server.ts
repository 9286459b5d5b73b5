import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { isDomainError, NotFoundError } from '../shared/errors';
import { type LimitedRequest, linkTokenAttempt } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import { hashToken } from '../shared/tokens.server';

/**
 * Lets the reset screen say "this link has expired" before anyone types a new password twice. An invalid token
 * counts against the address's link-token limit (refused with 429 once it is spent).
 */
export async function getPasswordResetStatus(
  db: Database,
  token: string,
  request: LimitedRequest,
): Promise<'valid' | 'invalid'> {
  try {
    return await linkTokenAttempt(request, async () => {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.passwordResetToken, hashToken(token)), gt(users.passwordResetExpires, new Date())),
        )
        .limit(1);
      if (!user) throw new NotFoundError(refusalKey('refusal_not_found'));
      return 'valid' as const;
    });
  } catch (error) {
    if (isDomainError(error, 'not_found')) return 'invalid';
    throw error;
  }
}
