import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { InvalidInputError } from '../shared/errors';
import { hashToken } from '../shared/tokens.server';

export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. The link may have expired.';

/** Marks the address verified. The link works once, within 24 hours. */
export async function verifyEmail(db: Database, token: string): Promise<{ email: string }> {
  const [verified] = await db
    .update(users)
    .set({ emailVerified: true, emailVerificationToken: null, emailVerificationExpires: null })
    .where(
      and(eq(users.emailVerificationToken, hashToken(token)), gt(users.emailVerificationExpires, new Date())),
    )
    .returning({ email: users.email });
  if (!verified) throw new InvalidInputError(VERIFICATION_FAILED_MESSAGE);
  return verified;
}
