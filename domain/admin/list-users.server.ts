import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { userSearchText, users } from '../../db/schema';
import {
  batchesInOrder,
  type ListWindow,
  type OrderTerm,
  placeOf,
  windowIn,
  withoutPlace,
} from '../shared/keyset.server';
import {
  type AdminListPage,
  type AdminListQuery,
  adminListQueryOf,
  likePattern,
  pageOf,
  pageWindow,
} from './admin-list';

/** The only columns of a user an admin screen or answer ever carries: never a password, token or Google id. */
export const ADMIN_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerified: users.emailVerified,
  isAdmin: users.isAdmin,
  isBanned: users.isBanned,
  createdAt: users.createdAt,
};

export interface AdminUserRow {
  id: number;
  username: string | null;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  isBanned: boolean;
  createdAt: Date;
}

export const USER_SORTS = ['joined', 'email'] as const;
export type UserSort = (typeof USER_SORTS)[number];
/** `role`: 'admin', 'banned', or '' for everyone. */
export const USER_ROLE_FILTERS = ['admin', 'banned'] as const;

/** The users list's query from a query string (page, q, sort, dir, role). */
export function userListQueryOf(params: URLSearchParams): AdminListQuery<UserSort> {
  return adminListQueryOf(params, { sorts: USER_SORTS, defaultSort: 'joined', filters: ['role'] });
}

function whereOf(query: AdminListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`${userSearchText(users)} ilike ${pattern}`);
  }
  if (query.filters.role === 'admin') conditions.push(eq(users.isAdmin, true));
  if (query.filters.role === 'banned') conditions.push(eq(users.isBanned, true));
  return and(...conditions);
}

/** Joined: users_created_idx; e-mail: the unique index on lower(email). The id keeps equal keys in one order. */
function orderOf(query: AdminListQuery<UserSort>): OrderTerm[] {
  const { direction } = query;
  return [
    { by: query.sort === 'email' ? sql`lower(${users.email})` : users.createdAt, direction },
    { by: users.id, direction },
  ];
}

function selectUsers(db: Database, query: AdminListQuery<UserSort>, window: ListWindow) {
  const order = orderOf(query);
  const inWindow = windowIn(order, window);
  return db
    .select({ ...ADMIN_USER_COLUMNS, place: placeOf(order) })
    .from(users)
    .where(and(whereOf(query), inWindow.after))
    .orderBy(...inWindow.orderBy)
    .limit(inWindow.limit)
    .offset(inWindow.offset);
}

/** One page of the users list (spec part 2 §2 Users tab), searched by username or e-mail. */
export async function listUsers(
  db: Database,
  query: AdminListQuery<UserSort>,
): Promise<AdminListPage<AdminUserRow>> {
  return pageOf((await selectUsers(db, query, pageWindow(query.page))).map(withoutPlace), query.page);
}

/** Every user the query matches, a batch at a time, in the list's order (the CSV export). */
export function allUsersOf(db: Database, query: AdminListQuery<UserSort>): AsyncGenerator<AdminUserRow[]> {
  return batchesInOrder((after, limit) => selectUsers(db, query, { limit, after }));
}
