import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { users } from './users';

/**
 * Issue 34: every shilling accounted for. The family's funeral budget and what it paid (in the campaign's currency),
 * the gifts handed over in person at the funeral, and visitors' reports of a page that should not exist. None of it
 * is card or wallet money: nothing here enters the payout ledger, fees or payouts.
 */

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A planned line of the funeral budget, in the campaign's currency. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** mortuary | coffin | transport | venue | catering | burial | printing | other */
    category: varchar('category', { length: 20 }).notNull(),
    /** The family's own words for the line ("Casket and wreaths", "Bus from Nairobi"); the category names it otherwise. */
    description: text('description'),
    plannedAmount: money('planned_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('budget_lines_campaign_idx').on(table.campaignId, table.id)],
);

/**
 * What the family paid, against a budget line, with the receipt's photo. An edit or a removal is never silent:
 * `editedAt` shows "edited" beside the line, a removed payment keeps its row with `deletedAt`, and both are audited.
 */
export const budgetSpending = pgTable(
  'budget_spending',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    budgetLineId: integer('budget_line_id')
      .notNull()
      .references(() => budgetLines.id),
    amount: money('amount').notNull(),
    paidOn: date('paid_on').notNull(),
    paidTo: text('paid_to').notNull(),
    /** An upload key (the upload pipeline's, EXIF removed), like a guestbook photo. */
    receipt: text('receipt'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('budget_spending_campaign_idx').on(table.campaignId, table.paidOn, table.id),
    index('budget_spending_line_idx').on(table.budgetLineId),
  ],
);

/**
 * A gift handed over in person (the collection book at the funeral): money in any currency, or something given in
 * kind (food, a tent) described in words. Counted in its own "given in person" figure, never in the online total.
 */
export const inPersonGifts = pgTable(
  'in_person_gifts',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Null is "Anonymous". */
    giverName: text('giver_name'),
    amount: money('amount'),
    currency: varchar('currency', { length: 3 }),
    /** What was given in kind, in the family's words; set instead of an amount. */
    inKind: text('in_kind'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('in_person_gifts_campaign_idx').on(table.campaignId, table.createdAt, table.id),
    check(
      'in_person_gifts_money_or_in_kind',
      sql`(${table.amount} is not null and ${table.currency} is not null and ${table.inKind} is null) or (${table.amount} is null and ${table.currency} is null and ${table.inKind} is not null)`,
    ),
  ],
);

/** A visitor's "Report this page": to the admin's queue, where an admin pauses the page, contacts the organizer or dismisses it. */
export const pageReports = pgTable(
  'page_reports',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** duplicate | not_family | misleading | other */
    reason: varchar('reason', { length: 20 }).notNull(),
    details: text('details'),
    /** How the reporter can be reached, if they chose to say (optional). */
    contact: text('contact'),
    /** open | paused | contacted | dismissed */
    status: varchar('status', { length: 20 }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('page_reports_open_idx').on(table.createdAt).where(sql`${table.status} = 'open'`),
    index('page_reports_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);
