import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { users } from '../../db/schema';
import { type CurrentUser, deleteUserSessions } from '../accounts/sessions.server';
import { type AuditOrigin, recordAudit } from '../shared/audit.server';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { deleteAdminSessionsOf } from './admin-sessions.server';
import { ADMIN_USER_COLUMNS, type AdminUserRow } from './list-users.server';
import { ADMIN_ACCESS_DENIED } from './require-admin';

/** What an admin may do to a user's access (spec part 2 §4 "Admin user actions", plus unban). */
export const USER_ACCESS_ACTIONS = ['ban', 'unban', 'make_admin', 'remove_admin'] as const;
export type UserAccessAction = (typeof USER_ACCESS_ACTIONS)[number];

export const USER_ACCESS_MESSAGES = {
  unknownAction: refusalKey('admin_refusal_unknown_user_action'),
  notFound: refusalKey('admin_refusal_user_not_found'),
  banSelf: refusalKey('admin_refusal_ban_self'),
  banAdmin: refusalKey('admin_refusal_ban_admin'),
  alreadyBanned: refusalKey('admin_refusal_already_banned'),
  notBanned: refusalKey('admin_refusal_not_banned'),
  alreadyAdmin: refusalKey('admin_refusal_already_admin'),
  makeBannedAdmin: refusalKey('admin_refusal_make_banned_admin'),
  notAdmin: refusalKey('admin_refusal_not_admin'),
  lastAdmin: refusalKey('admin_refusal_last_admin'),
  removeSelf: refusalKey('admin_refusal_remove_self'),
};

/** What each action is called in the audit log and in the screen's toast. */
const AUDIT_ACTION: Record<UserAccessAction, string> = {
  ban: 'admin.user_ban',
  unban: 'admin.user_unban',
  make_admin: 'admin.make_admin',
  remove_admin: 'admin.remove_admin',
};

export function isUserAccessAction(value: string): value is UserAccessAction {
  return (USER_ACCESS_ACTIONS as readonly string[]).includes(value);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * An admin bans, unbans, makes or removes an admin, in one transaction with the user's row locked and the audit
 * row. A ban ends every session of the user at once (site and admin) and sign-in refuses a banned account
 * (domain/accounts/sign-in-with-password.server.ts); removing the flag ends the user's admin sessions. Refused: an
 * admin banning or demoting themselves, banning an admin, removing the last admin, an action already in effect.
 */
export async function changeUserAccess(
  db: Database,
  {
    admin,
    userId,
    action,
    reason = null,
  }: {
    admin: CurrentUser;
    userId: number;
    action: string;
    /** Why, in the admin's words: the Users tab asks it before a ban (issue 33 item 1); kept in the audit row. */
    reason?: string | null;
  },
  origin: AuditOrigin,
): Promise<{ user: AdminUserRow }> {
  if (!isUserAccessAction(action)) throw new InvalidInputError(USER_ACCESS_MESSAGES.unknownAction);
  return db.transaction(async (tx) => {
    // Removing an admin locks every admin row first (always in id order), so two removals at once are counted
    // one after the other and cannot together leave no admin.
    const activeAdmins = action === 'remove_admin' ? await lockActiveAdmins(tx) : [];
    const [target] = await tx
      .select(ADMIN_USER_COLUMNS)
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw new NotFoundError(USER_ACCESS_MESSAGES.notFound);

    const changes = refusalOrChanges(action, target, admin, activeAdmins);
    const [user] = await tx
      .update(users)
      .set(changes)
      .where(eq(users.id, target.id))
      .returning(ADMIN_USER_COLUMNS);
    if (action === 'ban') await deleteUserSessions(tx, target.id);
    if (action === 'remove_admin') await deleteAdminSessionsOf(tx, target.id);
    await recordAudit(
      tx,
      {
        action: AUDIT_ACTION[action],
        entityType: 'user',
        entityId: target.id,
        adminId: admin.id,
        details: { email: target.email, ...(reason && { reason }) },
      },
      origin,
    );
    return { user: user as AdminUserRow };
  });
}

async function lockActiveAdmins(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isBanned, false)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

function refusalOrChanges(
  action: UserAccessAction,
  target: AdminUserRow,
  admin: CurrentUser,
  activeAdmins: number[],
): Partial<Pick<AdminUserRow, 'isBanned' | 'isAdmin'>> {
  switch (action) {
    case 'ban':
      if (target.id === admin.id) throw new ForbiddenError(USER_ACCESS_MESSAGES.banSelf);
      if (target.isBanned) throw new ConflictError(USER_ACCESS_MESSAGES.alreadyBanned);
      if (target.isAdmin) throw new ConflictError(USER_ACCESS_MESSAGES.banAdmin);
      return { isBanned: true };
    case 'unban':
      if (!target.isBanned) throw new ConflictError(USER_ACCESS_MESSAGES.notBanned);
      return { isBanned: false };
    case 'make_admin':
      if (target.isAdmin) throw new ConflictError(USER_ACCESS_MESSAGES.alreadyAdmin);
      if (target.isBanned) throw new ConflictError(USER_ACCESS_MESSAGES.makeBannedAdmin);
      return { isAdmin: true };
    case 'remove_admin':
      if (!target.isAdmin) throw new ConflictError(USER_ACCESS_MESSAGES.notAdmin);
      if (activeAdmins.filter((id) => id !== target.id).length === 0) {
        throw new ConflictError(USER_ACCESS_MESSAGES.lastAdmin);
      }
      if (target.id === admin.id) throw new ForbiddenError(USER_ACCESS_MESSAGES.removeSelf);
      // Checked under the lock: an admin demoted a moment ago cannot still demote someone else.
      if (!activeAdmins.includes(admin.id)) throw new ForbiddenError(ADMIN_ACCESS_DENIED);
      return { isAdmin: false };
  }
}
