import { Form } from 'react-router';
import { BAN_REASON_MAX } from '../../../domain/admin/ban-reason';
import type { AdminUserRow } from '../../../domain/admin/list-users.server';
import type { loadUsersTab } from '../../lib/admin/users-tab.server';
import { useAdminFormFailure } from './admin-form-answer';
import { ActionButton, AdminTable, ListToolbar, listCsvHref, Pager } from './admin-list';

const COLUMNS = ['User', 'Email Verified', 'Admin', 'Joined', 'Actions'] as const;
const SORTS = [
  { value: 'joined', label: 'Joined' },
  { value: 'email', label: 'Email' },
] as const;
const joinedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export function UsersTab({ data }: { data: Awaited<ReturnType<typeof loadUsersTab>> }) {
  const { query, page, adminId } = data;
  return (
    <div>
      <ListToolbar
        tab="users"
        query={query}
        searchLabel="Search users by username or email"
        sorts={SORTS}
        csvHref={listCsvHref('/api/admin/users', query)}
        filters={
          <label className="flex flex-col text-sm font-medium text-stone-800">
            Show
            <select
              name="role"
              defaultValue={query.filters.role}
              className="mt-1 min-h-11 rounded-lg border border-stone-300 px-2"
            >
              <option value="">All users</option>
              <option value="admin">Admins</option>
              <option value="banned">Banned users</option>
            </select>
          </label>
        }
      />
      <AdminTable caption="Users" columns={COLUMNS} rowCount={page.rows.length} empty="No users found">
        {page.rows.map((user) => (
          <UserRow key={user.id} user={user} isYou={user.id === adminId} />
        ))}
      </AdminTable>
      <Pager tab="users" query={query} page={page} />
    </div>
  );
}

function UserRow({ user, isYou }: { user: AdminUserRow; isYou: boolean }) {
  return (
    <tr className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium text-stone-900">{user.username || '(no username)'}</span>
        {isYou && <span className="ml-2 text-xs text-stone-600">(you)</span>}
        <span className="block text-xs text-stone-600">{user.email}</span>
        {user.isBanned && (
          <span className="mt-1 inline-block rounded bg-red-100 px-2 text-xs font-medium text-red-800">
            Banned
          </span>
        )}
      </td>
      <td className="px-3 py-2">{user.emailVerified ? 'Yes' : 'No'}</td>
      <td className="px-3 py-2">{user.isAdmin ? 'Yes' : 'No'}</td>
      <td className="whitespace-nowrap px-3 py-2">{joinedFormat.format(new Date(user.createdAt))}</td>
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
  if (isYou) return <span className="text-xs text-stone-600">Your own account</span>;
  const fields = { userId: user.id };
  const button = (intent: string, label: string) => (
    <ActionButton intent={intent} fields={fields} label={label} accessibleName={`${label} ${user.email}`} />
  );
  return (
    <div className="flex flex-wrap gap-2">
      {user.isBanned ? button('user.unban', 'Unban') : !user.isAdmin && <BanForm user={user} />}
      {user.isAdmin
        ? button('user.remove_admin', 'Remove Admin')
        : !user.isBanned && button('user.make_admin', 'Make Admin')}
    </div>
  );
}

/** Ban is a second step (issue 33 item 1): what it does, and why, before the button that does it. */
function BanForm({ user }: { user: AdminUserRow }) {
  const failure = useAdminFormFailure('user.ban', 'userId', user.id);
  const reasonId = `ban-${user.id}-reason`;
  return (
    <details className="w-full" open={failure !== undefined}>
      <summary className="button-secondary inline-flex min-h-11 cursor-pointer px-3 py-1 text-sm">
        <span aria-hidden="true">Ban…</span>
        <span className="sr-only">{`Ban ${user.email}…`}</span>
      </summary>
      <Form method="post" className="mt-2 grid max-w-xs gap-2 whitespace-normal">
        <input type="hidden" name="intent" value="user.ban" />
        <input type="hidden" name="userId" value={user.id} />
        <p className="text-sm text-stone-800">
          Banning ends all of their sessions at once and stops them signing in. Their campaigns and gifts
          stay.
        </p>
        <label htmlFor={reasonId} className="text-sm font-medium text-stone-800">
          Why?
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
          {`Ban ${user.email}`}
        </button>
      </Form>
    </details>
  );
}
