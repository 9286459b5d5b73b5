import { and, asc, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.server';
import { auditLog, users } from '../../db/schema';
import { exactTimeOf, type KeysetPosition, keysetBatches, pastPosition } from '../shared/keyset.server';
import {
  type AdminListPage,
  type AdminListQuery,
  adminListQueryOf,
  likePattern,
  pageOf,
  pageWindow,
} from './admin-list';

export const AUDIT_SORTS = ['when'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/**
 * The audit log's query: newest first; `q` searches action names and entity types; the filters are
 * `action` (exact, or every action under a prefix ending in '.', like "admin."), `actor` (a user id, or an
 * e-mail, as the admin or the user who acted) and `entity` (an entity type, or `type:id`).
 */
export function auditListQueryOf(params: URLSearchParams): AdminListQuery<AuditSort> {
  return adminListQueryOf(params, {
    sorts: AUDIT_SORTS,
    defaultSort: 'when',
    filters: ['action', 'actor', 'entity'],
  });
}

export interface AuditLogRow {
  id: number;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: number | null;
  /** Who acted, as a person reads it: an admin's or user's e-mail, a recipient's access, or "system". */
  actor: string;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
  userAgent: string | null;
}

const actingAdmin = alias(users, 'acting_admin');
const actingUser = alias(users, 'acting_user');

/** The ids of the users with this address (the unique index on lower(email)). */
function usersWithEmail(email: string) {
  return sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`;
}

function actorCondition(actor: string): SQL | undefined {
  if (/^\d{1,9}$/.test(actor)) {
    const id = Number(actor);
    return or(eq(auditLog.userId, id), eq(auditLog.adminId, id));
  }
  return or(
    inArray(auditLog.userId, usersWithEmail(actor)),
    inArray(auditLog.adminId, usersWithEmail(actor)),
  );
}

function entityCondition(entity: string): SQL | undefined {
  const [type = '', id] = entity.split(':');
  const entityId = Number(id);
  return id !== undefined && /^\d{1,9}$/.test(id)
    ? and(eq(auditLog.entityType, type.trim()), eq(auditLog.entityId, entityId))
    : eq(auditLog.entityType, type.trim());
}

function whereOf({ search, filters }: AdminListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(auditLog.action, pattern), ilike(auditLog.entityType, pattern)));
  }
  const action = filters.action ?? '';
  if (action.endsWith('.')) conditions.push(like(auditLog.action, `${likePattern(action).slice(1, -1)}%`));
  else if (action) conditions.push(eq(auditLog.action, action));
  if (filters.actor) conditions.push(actorCondition(filters.actor));
  if (filters.entity) conditions.push(entityCondition(filters.entity));
  return and(...conditions);
}

/** A window of the filtered log, in its order: a page's (by offset) or an export batch's (after an entry). */
function selectEntries(
  db: Database,
  query: AdminListQuery<AuditSort>,
  window: { limit: number; offset: number } | { limit: number; after: KeysetPosition | null },
) {
  const direction = query.direction === 'asc' ? asc : desc;
  // Both e-mails come in the same query (two joins on the primary key), never one look-up per row.
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      createdAtExact: exactTimeOf(auditLog.createdAt),
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      adminEmail: actingAdmin.email,
      userEmail: actingUser.email,
      recipientAccessId: auditLog.recipientAccessId,
      details: auditLog.details,
      ipAddress: auditLog.ipAddress,
      userAgent: auditLog.userAgent,
    })
    .from(auditLog)
    .leftJoin(actingAdmin, eq(actingAdmin.id, auditLog.adminId))
    .leftJoin(actingUser, eq(actingUser.id, auditLog.userId))
    .where(
      and(
        whereOf(query),
        'after' in window
          ? pastPosition(auditLog, window.after, query.direction === 'asc' ? 'oldest' : 'newest')
          : undefined,
      ),
    )
    .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
    .limit(window.limit)
    .offset('offset' in window ? window.offset : 0);
}

type SelectedEntry = Awaited<ReturnType<typeof selectEntries>>[number];

function auditRowOf({
  adminEmail,
  userEmail,
  recipientAccessId,
  createdAtExact,
  ...entry
}: SelectedEntry): AuditLogRow {
  return { ...entry, actor: actorLabelOf({ adminEmail, userEmail, recipientAccessId }) };
}

export function actorLabelOf({
  adminEmail,
  userEmail,
  recipientAccessId,
}: {
  adminEmail: string | null;
  userEmail: string | null;
  recipientAccessId: number | null;
}): string {
  if (adminEmail) return `admin ${adminEmail}`;
  if (userEmail) return userEmail;
  if (recipientAccessId !== null) return `recipient (access #${recipientAccessId})`;
  return 'system';
}

/** One page of the audit log (issue 14), newest first. */
export async function listAuditLog(
  db: Database,
  query: AdminListQuery<AuditSort>,
): Promise<AdminListPage<AuditLogRow>> {
  const fetched = await selectEntries(db, query, pageWindow(query.page));
  return pageOf(fetched.map(auditRowOf), query.page);
}

/** Every entry the query matches, a batch at a time, in the list's order (the CSV export). */
export function allAuditEntriesOf(
  db: Database,
  query: AdminListQuery<AuditSort>,
): AsyncGenerator<AuditLogRow[]> {
  return keysetBatches(
    (after, limit) => selectEntries(db, query, { limit, after }),
    (rows) => rows.map(auditRowOf),
  );
}
