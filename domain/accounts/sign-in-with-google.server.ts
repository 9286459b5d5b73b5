import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError, ForbiddenError, InvalidInputError } from '../shared/errors';
import type { Locale } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { findUserByEmail } from './find-user-by-email.server';
import { type PublicUser, toPublicUser } from './public-user.server';
import { deleteUserSessions } from './sessions.server';
import { ACCOUNT_SUSPENDED_MESSAGE } from './sign-in-with-password.server';

/** What Google's ID token says about the person (OpenID Connect standard claims). */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE = refusalKey('account_error_google_unverified');

/**
 * Finds the account by Google id, else links the account with the same, Google-verified address, else creates
 * one. The caller starts the session.
 */
export async function signInWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  /** The language of the request: a new account keeps it. */
  locale: Locale,
): Promise<{ user: PublicUser; isNew: boolean }> {
  const [linked] = await db.select().from(users).where(eq(users.googleId, identity.subject)).limit(1);
  if (linked) return { user: allowed(linked), isNew: false };

  if (!identity.email || !identity.emailVerified)
    throw new InvalidInputError(GOOGLE_EMAIL_UNVERIFIED_MESSAGE);
  const email = identity.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    allowed(existing);
    // Someone may have registered this address without owning it. Google has now proved who owns it, so a
    // password nobody verified is dropped and its sessions ended: the owner can set one by resetting it.
    const takeOver = !existing.emailVerified;
    const [updated] = await db
      .update(users)
      .set({ googleId: identity.subject, emailVerified: true, ...(takeOver ? { password: null } : {}) })
      .where(eq(users.id, existing.id))
      .returning();
    if (takeOver) await deleteUserSessions(db, existing.id);
    return { user: toPublicUser(updated), isNew: false };
  }

  const firstName = identity.givenName?.trim() || email.split('@')[0];
  const lastName = identity.familyName?.trim() || null;
  try {
    const [created] = await db
      .insert(users)
      .values({
        email,
        firstName,
        lastName,
        username: [firstName, lastName].filter(Boolean).join(' '),
        googleId: identity.subject,
        emailVerified: true,
        locale,
      })
      .returning();
    return { user: toPublicUser(created), isNew: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(refusalKey('account_error_google_retry'));
    throw error;
  }
}

function allowed(user: typeof users.$inferSelect): PublicUser {
  if (user.isBanned) throw new ForbiddenError(ACCOUNT_SUSPENDED_MESSAGE);
  return toPublicUser(user);
}
