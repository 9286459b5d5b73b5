import { Form } from 'react-router';
import { BAN_REASON_MAX } from '../../../domain/admin/ban-reason';
import type { AdminUserRow } from '../../../domain/admin/list-users.server';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import type { loadUsersTab } from '../../lib/admin/users-tab.server';
import { useMessages } from '../../lib/i18n';
import { useAdminFormFailure } from './admin-form-answer';
import { adminDateLocale } from './admin-format';
import { ActionButton, AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';

const COLUMNS = [
  m.admin_col_user,
  m.admin_col_email_verified,
  m.admin_col_admin,
  m.admin_col_joined,
  m.admin_col_actions,
];
const SORTS = [
  { value: 'joined', label: m.admin_col_joined },
  { value: 'email', label: m.admin_sort_email },
];
const JOINED_STYLE = { dateStyle: 'medium', timeZone: 'UTC' } as const;

export function UsersTab({ data }: { data: Awaited<ReturnType<typeof loadUsersTab>> }) {
  const { query, page, adminId } = data;
  const { t } = useMessages();
  return (
    <div>
      <ListToolbar
        tab="users"
        query={query}
        searchLabel={t(m.admin_users_search)}
        sorts={SORTS.map((sort) => ({ value: sort.value, label: t(sort.label) }))}
        csvHref={listCsvHref('/api/admin/users', query)}
        filters={
          <label className="flex flex-col text-sm font-medium text-stone-800">
            {t(m.admin_show)}
            <select
              name="role"
              defaultValue={query.filters.role}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
            >
              <option value="">{t(m.admin_users_all)}</option>
              <option value="admin">{t(m.admin_users_admins)}</option>
              <option value="banned">{t(m.admin_users_banned)}</option>
            </select>
          </label>
        }
      />
      <AdminTable
        caption={t(m.admin_tab_users)}
        columns={COLUMNS.map((column) => t(column))}
        rowCount={page.rows.length}
        empty={t(m.admin_users_empty)}
      >
        {page.rows.map((user) => (
          <UserRow key={user.id} user={user} isYou={user.id === adminId} />
        ))}
      </AdminTable>
      <Pager tab="users" query={query} page={page} />
    </div>
  );
}

function UserRow({ user, isYou }: { user: AdminUserRow; isYou: boolean }) {
  const { t, locale } = useMessages();
  const yesNo = (value: boolean) => t(value ? m.admin_yes : m.admin_no);
  return (
    <tr className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium text-stone-900">{user.username || t(m.admin_no_username)}</span>
        {isYou && <span className="ml-2 text-xs text-stone-600">{t(m.admin_you)}</span>}
        <span className="block text-xs text-stone-600">{user.email}</span>
        {user.isBanned && (
          <span className="mt-1 inline-block rounded bg-red-100 px-2 text-xs font-medium text-red-800">
            {t(m.admin_banned)}
          </span>
        )}
      </td>
      <td className="px-3 py-2">{yesNo(user.emailVerified)}</td>
      <td className="px-3 py-2">{yesNo(user.isAdmin)}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {new Intl.DateTimeFormat(adminDateLocale(locale), JOINED_STYLE).format(new Date(user.createdAt))}
      </td>
      <td className="px-3 py-2">
        <UserActions user={user} isYou={isYou} />
      </td>
    </tr>
  );
}

/**
 * Only the actions the server would allow are offered: nothing on your own row (no self-ban or self-demotion),
 * no ban for an admin (remove the rights first), no admin rights for a banned user (unban first).
 */
function UserActions({ user, isYou }: { user: AdminUserRow; isYou: boolean }) {
  const { t } = useMessages();
  if (isYou) return <span className="text-xs text-stone-600">{t(m.admin_own_account)}</span>;
  const fields = { userId: user.id };
  const button = (intent: string, label: Message<object>) => (
    <ActionButton
      intent={intent}
      fields={fields}
      label={t(label)}
      accessibleName={t(m.admin_user_action_label, { action: t(label), email: user.email })}
    />
  );
  return (
    <div className="flex flex-wrap gap-2">
      {user.isBanned ? button('user.unban', m.admin_user_unban) : !user.isAdmin && <BanForm user={user} />}
      {user.isAdmin
        ? button('user.remove_admin', m.admin_user_remove_admin)
        : !user.isBanned && button('user.make_admin', m.admin_user_make_admin)}
    </div>
  );
}

/** Ban is a second step (issue 33 item 1): what it does, and why, before the button that does it. */
function BanForm({ user }: { user: AdminUserRow }) {
  const { t } = useMessages();
  const failure = useAdminFormFailure('user.ban', 'userId', user.id);
  const reasonId = `ban-${user.id}-reason`;
  return (
    <details className="w-full" open={failure !== undefined}>
      <summary className="button-secondary inline-flex min-h-11 cursor-pointer px-3 py-1 text-sm">
        <span aria-hidden="true">{t(m.admin_user_ban)}</span>
        <span className="sr-only">{t(m.admin_user_ban_label, { email: user.email })}</span>
      </summary>
      <Form method="post" className="mt-2 grid max-w-xs gap-2 whitespace-normal">
        <input type="hidden" name="intent" value="user.ban" />
        <input type="hidden" name="userId" value={user.id} />
        <p className="text-sm text-stone-800">{t(m.admin_user_ban_text)}</p>
        <label htmlFor={reasonId} className="text-sm font-medium text-stone-800">
          {t(m.admin_user_ban_why)}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          required
          rows={2}
          maxLength={BAN_REASON_MAX}
          aria-invalid={failure?.fieldErrors.reason ? true : undefined}
          aria-describedby={failure?.fieldErrors.reason ? `${reasonId}-error` : undefined}
          className="rounded-lg border border-stone-300 p-2 text-sm"
        />
        {failure?.fieldErrors.reason && (
          <p id={`${reasonId}-error`} className="text-sm text-red-700">
            {failure.fieldErrors.reason}
          </p>
        )}
        <button type="submit" className="button-primary min-h-11 justify-self-start px-3 py-1 text-sm">
          {t(m.admin_user_ban_button, { email: user.email })}
        </button>
      </Form>
    </details>
  );
}
