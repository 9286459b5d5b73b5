import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { hashToken } from '../shared/tokens.server';

/** Lets the reset screen say "this link has expired" before anyone types a new password twice. */
export async function getPasswordResetStatus(db: Database, token: string): Promise<'valid' | 'invalid'> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.passwordResetToken, hashToken(token)), gt(users.passwordResetExpires, new Date())))
    .limit(1);
  return user ? 'valid' : 'invalid';
}
