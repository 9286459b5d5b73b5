import type { AdminUserRow } from '../../../domain/admin/list-users.server';
import type { loadUsersTab } from '../../lib/admin/users-tab.server';
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
      {user.isBanned ? button('user.unban', 'Unban') : !user.isAdmin && button('user.ban', 'Ban')}
      {user.isAdmin
        ? button('user.remove_admin', 'Remove Admin')
        : !user.isBanned && button('user.make_admin', 'Make Admin')}
    </div>
  );
}
