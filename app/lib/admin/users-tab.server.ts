import { banReasonSchema } from '../../../domain/admin/ban-reason';
import {
  changeUserAccess,
  USER_ACCESS_MESSAGES,
  type UserAccessAction,
} from '../../../domain/admin/change-user-access.server';
import { listUsers, userListQueryOf } from '../../../domain/admin/list-users.server';
import { requireRowId } from '../../../domain/shared/row-id';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The Users tab: one page of users (safe columns only), searched, filtered and sorted in the database. */
export async function loadUsersTab({ context, params, admin }: AdminTabRequest) {
  const query = userListQueryOf(params);
  return { query, page: await listUsers(context.db, query), adminId: admin.id };
}

/** What the toast says when an action succeeded. */
const DONE: Record<UserAccessAction, { message: string; description?: string }> = {
  ban: { message: 'User banned', description: 'Their sessions have ended and they can no longer sign in.' },
  unban: { message: 'User unbanned', description: 'They can sign in again.' },
  make_admin: { message: 'Admin rights granted' },
  remove_admin: { message: 'Admin rights removed', description: 'Their admin sessions have ended.' },
};

function userAction(action: UserAccessAction): AdminAction {
  return async ({ context, admin, form }) => {
    const userId = requireRowId(form.get('userId'), USER_ACCESS_MESSAGES.notFound);
    const reason =
      action === 'ban' ? banReasonSchema.parse({ reason: form.get('reason') ?? '' }).reason : null;
    await changeUserAccess(context.db, { admin, userId, action, reason }, context);
    return DONE[action];
  };
}

/** The forms the Users tab posts, by intent: the same use case as POST /api/admin/users/{id}/{action}. */
export const usersTabActions: Record<string, AdminAction> = {
  'user.ban': userAction('ban'),
  'user.unban': userAction('unban'),
  'user.make_admin': userAction('make_admin'),
  'user.remove_admin': userAction('remove_admin'),
};
