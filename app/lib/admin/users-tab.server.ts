import { banReasonSchema } from '../../../domain/admin/ban-reason';
import {
  changeUserAccess,
  USER_ACCESS_MESSAGES,
  type UserAccessAction,
} from '../../../domain/admin/change-user-access.server';
import { listUsers, userListQueryOf } from '../../../domain/admin/list-users.server';
import { type Message, messageIn } from '../../../domain/shared/locales';
import { requireRowId } from '../../../domain/shared/row-id';
import { m } from '../../../paraglide/messages';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The Users tab: one page of users (safe columns only), searched, filtered and sorted in the database. */
export async function loadUsersTab({ context, params, admin }: AdminTabRequest) {
  const query = userListQueryOf(params);
  return { query, page: await listUsers(context.db, query), adminId: admin.id };
}

/** What the toast says when an action succeeded. */
const DONE: Record<UserAccessAction, { message: Message<object>; description?: Message<object> }> = {
  ban: { message: m.admin_done_user_banned, description: m.admin_done_user_banned_text },
  unban: { message: m.admin_done_user_unbanned, description: m.admin_done_user_unbanned_text },
  make_admin: { message: m.admin_done_admin_granted },
  remove_admin: { message: m.admin_done_admin_removed, description: m.admin_done_admin_removed_text },
};

function userAction(action: UserAccessAction): AdminAction {
  return async ({ context, admin, form }) => {
    const userId = requireRowId(form.get('userId'), USER_ACCESS_MESSAGES.notFound);
    const reason =
      action === 'ban' ? banReasonSchema.parse({ reason: form.get('reason') ?? '' }).reason : null;
    await changeUserAccess(context.db, { admin, userId, action, reason }, context);
    const { message, description } = DONE[action];
    return {
      message: messageIn(context.locale, message),
      description: description && messageIn(context.locale, description),
    };
  };
}

/** The forms the Users tab posts, by intent: the same use case as POST /api/admin/users/{id}/{action}. */
export const usersTabActions: Record<string, AdminAction> = {
  'user.ban': userAction('ban'),
  'user.unban': userAction('unban'),
  'user.make_admin': userAction('make_admin'),
  'user.remove_admin': userAction('remove_admin'),
};
