import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: varchar('action', { length: 100 }).notNull(),
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    entityId: integer('entity_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** A recipient session's action: the access record it came through (the recipient has no account). */
    recipientAccessId: integer('recipient_access_id').references(() => recipientAccess.id, {
      onDelete: 'set null',
    }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: varchar('ip_address', { length: 45 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_action_created_idx').on(table.action, table.createdAt),
    index('audit_log_user_idx').on(table.userId),
    index('audit_log_admin_idx').on(table.adminId),
  ],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const payoutSchedule = pgTable(
  'payout_schedule',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    recipientCountry: varchar('recipient_country', { length: 2 }),
    payoutMethod: varchar('payout_method', { length: 30 }),
    totalAmount: money('total_amount').notNull().default('0'),
    platformFee: money('platform_fee').notNull().default('0'),
    processingFee: money('processing_fee').notNull().default('0'),
    payoutAmount: money('payout_amount').notNull().default('0'),
    campaignEndDate: date('campaign_end_date'),
    payoutDeadline: timestamp('payout_deadline', { withTimezone: true }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    payoutDate: timestamp('payout_date', { withTimezone: true }),
    /** Recorded by the admin who completes the payout: the M-Pesa code or bank reference, and what was sent. */
    transferReference: text('transfer_reference'),
    paidAmount: money('paid_amount'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Many payouts per campaign (decision 021), one waiting at a time: a second request while one is pending is
  // refused, also when two arrive at once.
  (table) => [
    uniqueIndex('payout_schedule_one_pending')
      .on(table.campaignId)
      .where(sql`${table.status} <> 'completed'`),
    index('payout_schedule_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/**
 * A payout's amount in one currency (decision 021): what the campaign's ledger owed in it when the payout was
 * requested (its card gifts counted, their fees, and the balance carried from earlier payouts), and, once the admin
 * completes it, what was paid, with the reason when that differs from what was owed. Amounts are exact decimal
 * text in the line's currency; the row is never changed once the payout is completed.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payoutSchedule.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The gifts this payout was the first to cover (linked to it by contributions.payout_id) and what of them counted. */
    contributions: integer('contributions').notNull().default(0),
    counted: numeric('counted').notNull().default('0'),
    platformFee: numeric('platform_fee').notNull().default('0'),
    processingFee: numeric('processing_fee').notNull().default('0'),
    /** The ledger's balance in this currency at the request: what Pamoja owed the recipient. */
    owed: numeric('owed').notNull(),
    /** Recorded on completion. */
    paid: numeric('paid'),
    /** Why `paid` differs from `owed` (required then); the difference stays in the balance. */
    differenceReason: text('difference_reason'),
  },
  (table) => [primaryKey({ columns: [table.payoutId, table.currency] })],
);

/**
 * A request to pay someone other than the nominated recipient, with its reason, waiting for an admin's decision
 * (status pending, then approved or rejected). Made by the organizer or the recipient.
 */
export const nomineeChangeRequests = pgTable(
  'nominee_change_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByRecipientAccessId: integer('requested_by_recipient_access_id').references(
      () => recipientAccess.id,
      { onDelete: 'set null' },
    ),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    decidedByAdminId: integer('decided_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('nominee_change_requests_campaign_idx').on(table.campaignId)],
);

export const recipientAccess = pgTable(
  'recipient_access',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** E.164, compared after normalising what the recipient types. */
    recipientPhone: text('recipient_phone').notNull(),
    /** SHA-256 of the access code: the code itself is shown once, to the organizer. */
    accessCode: varchar('access_code', { length: 64 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recipient_access_code_unique').on(table.accessCode),
    index('recipient_access_campaign_idx').on(table.campaignId),
  ],
);

/**
 * A recipient signed in with their access code and phone. The cookie holds a random token; only its SHA-256 is
 * stored. Valid while its access record is active and unexpired, so revoking or re-sharing the code ends it.
 */
export const recipientSessions = pgTable(
  'recipient_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    recipientAccessId: integer('recipient_access_id')
      .notNull()
      .references(() => recipientAccess.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recipient_sessions_access_idx').on(table.recipientAccessId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  priority: varchar('priority', { length: 10 }).notNull().default('medium'),
  ipAddress: varchar('ip_address', { length: 45 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the product sends: written in the same transaction as the change that causes it (the transactional
 * outbox), then delivered by the outbox worker with retries (domain/notifications/deliver-outbox.server.ts). Also what
 * /dev/mail shows when SMTP is off.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** Extra message headers, e.g. an update's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued (waiting; stays so without SMTP), sending (leased to a worker), retrying, sent, or failed (gave up) */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the message is next due: a retry's back-off, or the end of a sending worker's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_created_idx').on(table.createdAt),
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending', 'retrying')`),
  ],
);

/** Uploaded images; those never attached to a campaign or contribution are removed after 24 hours. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    bytes: integer('bytes').notNull(),
    ipAddress: varchar('ip_address', { length: 45 }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_url_unique').on(table.url),
    index('uploads_unattached_idx').on(table.attachedAt, table.createdAt),
  ],
);

/** The store of rate-limiter-flexible's PostgreSQL limiter (its own layout), so limits hold across processes. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
