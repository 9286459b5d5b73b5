import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { sessions, users } from '../../db/schema';
import {
  ADMIN_SESSION_KIND,
  CURRENT_USER_COLUMNS,
  type CurrentUser,
  currentUserOf,
} from '../accounts/sessions.server';
import { createRandomToken, hashToken } from '../shared/tokens.server';

/** An admin session ends after 15 idle minutes (issue 14): an unattended screen does not stay an admin's. */
export const ADMIN_SESSION_IDLE_MS = 15 * 60 * 1000;
/**
 * And 8 hours after sign-in, however busy (issue 31): admin powers (every campaign's donors, payouts, bans) need
 * a sign-in of the same working day, never a session kept alive for days.
 */
export const ADMIN_SESSION_MAX_MS = 8 * 60 * 60 * 1000;
/** The idle clock restarts at most this often, so a busy admin does not write on every request. */
const ADMIN_SESSION_REFRESH_MS = 30 * 1000;
const IS_ADMIN_SESSION = sql`${sessions.sess}->>'kind' = ${ADMIN_SESSION_KIND}`;

/**
 * An admin's session is a row of `sessions` of kind 'admin', apart from their site session (its own cookie,
 * server/http/session-cookie.ts): signing in or out of the site leaves it alone, and it never works as a site
 * session (getSessionUser refuses the kind). Returns the token for the cookie; only its hash is stored.
 */
export async function createAdminSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = createRandomToken();
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: { kind: ADMIN_SESSION_KIND, signedInAt: now.toISOString() },
    expire: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS),
  });
  return token;
}

/**
 * The admin the token signs in, while they are still an admin, not banned, not idle for too long and signed in
 * less than ADMIN_SESSION_MAX_MS ago. A row without its sign-in time (from before the limit) counts as too old.
 */
export async function getAdminSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<CurrentUser | null> {
  const sid = hashToken(token);
  const [row] = await db
    .select({ expire: sessions.expire, sess: sessions.sess, ...CURRENT_USER_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now), IS_ADMIN_SESSION))
    .limit(1);
  if (!row?.isAdmin || row.isBanned) return null;
  const signedInAt = Date.parse(String(row.sess.signedInAt));
  if (!(now.getTime() - signedInAt < ADMIN_SESSION_MAX_MS)) return null;
  if (row.expire.getTime() - now.getTime() < ADMIN_SESSION_IDLE_MS - ADMIN_SESSION_REFRESH_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS) })
      .where(eq(sessions.sid, sid));
  }
  return currentUserOf(row);
}

export async function deleteAdminSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.sid, hashToken(token)), IS_ADMIN_SESSION));
}

/** When the admin flag is removed: every admin session of the user ends at once. */
export async function deleteAdminSessionsOf(db: Pick<Database, 'delete'>, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), IS_ADMIN_SESSION));
}
