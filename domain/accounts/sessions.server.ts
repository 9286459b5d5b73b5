import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { sessions, users } from '../../db/schema';
import { createRandomToken, hashToken } from '../shared/tokens.server';

export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so a busy reader does not write on every request. */
const SESSION_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface CurrentUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
}

export function displayNameOf(user: Pick<CurrentUser, 'username' | 'email'>): string {
  return user.username?.trim() || user.email.split('@')[0] || 'User';
}

/** Returns the session id for the cookie; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: number,
  data: Record<string, unknown> = {},
): Promise<string> {
  const sessionId = createRandomToken();
  await db.insert(sessions).values({
    sid: hashToken(sessionId),
    userId,
    sess: data,
    expire: new Date(Date.now() + SESSION_IDLE_LIFETIME_MS),
  });
  return sessionId;
}

export async function getSessionUser(db: Database, sessionId: string): Promise<CurrentUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ expire: sessions.expire, ...CURRENT_USER_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, hashToken(sessionId)), gt(sessions.expire, now), NOT_AN_ADMIN_SESSION))
    .limit(1);
  if (!row || row.isBanned) return null;
  if (row.expire.getTime() - now.getTime() < SESSION_IDLE_LIFETIME_MS - SESSION_REFRESH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS) })
      .where(eq(sessions.sid, hashToken(sessionId)));
  }
  return currentUserOf(row);
}

/** The columns `currentUserOf` reads, for a select joined to users. */
export const CURRENT_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  isAdmin: users.isAdmin,
  isBanned: users.isBanned,
  emailVerified: users.emailVerified,
};

export function currentUserOf(row: {
  id: number;
  email: string;
  username: string | null;
  firstName: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
}): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    username: displayNameOf({ username: row.username ?? '', email: row.email }),
    firstName: row.firstName,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerified,
  };
}

/** A session row of kind 'admin' (domain/admin/admin-sessions.server.ts) is never a site session. */
export const ADMIN_SESSION_KIND = 'admin';
const NOT_AN_ADMIN_SESSION = sql`coalesce(${sessions.sess}->>'kind', '') <> ${ADMIN_SESSION_KIND}`;

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(sessionId)));
}

export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}
