import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { InvalidInputError } from '../shared/errors';
import { BASE_LOCALE } from '../shared/locales';
import { refusalIn } from '../shared/refusal-words.server';
import { findUserByEmail } from './find-user-by-email.server';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { hashPassword } from './passwords.server';
import { emailSchema } from './schemas';

/** Admins can see every campaign and payout, so their passwords must be longer than the public minimum. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const adminAccountSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'A password is required' })
    .min(
      ADMIN_PASSWORD_MIN_LENGTH,
      `Admin passwords must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    )
    .max(PASSWORD_MAX_LENGTH, `Passwords must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export interface AdminAccountResult {
  action: 'created' | 'promoted' | 'unchanged';
  userId: number;
  email: string;
}

/**
 * Creates an admin, or promotes the existing account with that address (its password stays as it is, so an
 * admin cannot silently take over someone's account with this command).
 */
export async function createAdminUser(db: Database, input: unknown): Promise<AdminAccountResult> {
  const parsed = adminAccountSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The command line is the operator's, in English: the e-mail rule's refusal is a catalogue key.
    const message = refusalIn(BASE_LOCALE, issue.message);
    throw new InvalidInputError(message, { [String(issue.path[0] ?? 'form')]: message });
  }
  const { email, password } = parsed.data;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.isAdmin) return { action: 'unchanged', userId: existing.id, email: existing.email };
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { action: 'promoted', userId: existing.id, email: existing.email };
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      username: email.split('@')[0],
      password: await hashPassword(password),
      isAdmin: true,
      emailVerified: true,
    })
    .returning({ id: users.id, email: users.email });
  return { action: 'created', userId: created.id, email: created.email };
}
