import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What the admin's campaign search reads (name, address, organizer), one expression with its own trigram index
 * (migration 0007): `ILIKE '%…%'` on it stays fast at any size. Queries must use this same expression.
 */
export function campaignSearchText(table: {
  deceasedName: AnyPgColumn;
  customUrl: AnyPgColumn;
  organizerName: AnyPgColumn;
  organizerEmail: AnyPgColumn;
}) {
  return sql`${table.deceasedName} || ' ' || ${table.customUrl} || ' ' || ${table.organizerName} || ' ' || ${table.organizerEmail}`;
}

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id),
    organizerName: text('organizer_name').notNull(),
    organizerEmail: text('organizer_email').notNull(),
    organizerPhone: text('organizer_phone'),
    organizerRelationship: text('organizer_relationship'),
    deceasedName: text('deceased_name').notNull(),
    /** "YYYY-MM-DD", or "YYYY-MM" when the family chose to give only the month. */
    deceasedDateOfPassing: varchar('deceased_date_of_passing', { length: 10 }),
    deceasedYearOfBirth: integer('deceased_year_of_birth'),
    deceasedLocation: text('deceased_location'),
    tribute: text('tribute'),
    headerImage: text('header_image'),
    deceasedPhoto: text('deceased_photo'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone'),
    recipientCountry: varchar('recipient_country', { length: 2 }).notNull().default(''),
    recipientRelationship: text('recipient_relationship'),
    recipientPayoutMethod: varchar('recipient_payout_method', { length: 30 }),
    goal: numeric('goal', { precision: 12, scale: 2 }),
    campaignCurrency: varchar('campaign_currency', { length: 3 }).notNull().default('USD'),
    customUrl: varchar('custom_url', { length: 80 }).notNull(),
    endDate: date('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when an admin deletes the campaign (decision 012): gone for everyone, its money records kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when an admin pauses the page after a report (issue 34): no gifts are taken, a neutral notice shows. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The family chose to show its funeral budget, spending and receipts to everyone (private until they do). */
    budgetPublic: boolean('budget_public').notNull().default(false),
    /** The campaign's own language: its link preview, WhatsApp status, share text and e-mails to people without one. */
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    allowSharing: boolean('allow_sharing').notNull().default(true),
    consentDisplayNames: boolean('consent_display_names').notNull().default(false),
    /** The family lets the WhatsApp status text give the recipient's mobile-money number (issue 16). */
    shareWalletNumber: boolean('share_wallet_number').notNull().default(false),
    /** When the family last sent thanks: the page says thanks were sent, never to whom. */
    thanksSentAt: timestamp('thanks_sent_at', { withTimezone: true }),
    /** The first anniversary's e-mail to the family: off with one click; sent at most once. */
    anniversaryEmails: boolean('anniversary_emails').notNull().default(true),
    firstAnniversaryEmailedAt: timestamp('first_anniversary_emailed_at', { withTimezone: true }),
    /** null until a payout is requested; then 'requested' or 'completed'. */
    payoutStatus: varchar('payout_status', { length: 20 }),
    /**
     * Page views (one per visitor per day), kept with each view recorded (record-campaign-view.server.ts) so no
     * read counts them; it outlives the raw views the retention job deletes. Rebuilt by `rebuildViewCounts`.
     */
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaigns_custom_url_lower_unique').on(sql`lower(${table.customUrl})`),
    index('campaigns_organizer_created_idx').on(table.organizerId, table.createdAt),
    index('campaigns_created_idx').on(table.createdAt),
    index('campaigns_view_count_idx').on(table.viewCount, table.id),
    // The daily anniversary job finds today's campaigns without reading the others.
    index('campaigns_first_anniversary_due_idx')
      .on(table.deceasedDateOfPassing)
      .where(sql`${table.firstAnniversaryEmailedAt} is null and ${table.anniversaryEmails}`),
    // "One true page per person" (issue 34) looks for the same name among the campaigns of the same month of passing.
    // On the month itself, so the anniversary job's range on the full date keeps its own partial index.
    index('campaigns_passing_month_idx').on(sql`left(${table.deceasedDateOfPassing}, 7)`),
    index('campaigns_admin_search_trgm').using('gin', sql`(${campaignSearchText(table)}) gin_trgm_ops`),
  ],
);

/**
 * Every address a campaign ever had, its current one among them. Shared links live for years (WhatsApp groups,
 * our own e-mails): an old address redirects to the campaign's current one, and this one unique index is what
 * keeps any address, current or former, from ever being given to another campaign, even under a race.
 */
export const campaignUrls = pgTable(
  'campaign_urls',
  {
    customUrl: varchar('custom_url', { length: 80 }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_urls_custom_url_lower_unique').on(sql`lower(${table.customUrl})`),
    index('campaign_urls_campaign_idx').on(table.campaignId),
  ],
);

export const campaignViews = pgTable(
  'campaign_views',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    ipAddress: varchar('ip_address', { length: 45 }),
    userAgent: text('user_agent'),
    /** Hash of the visitor (IP + user agent): one view per visitor per day, without keying on raw IPs. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    viewedOn: date('viewed_on').notNull().default(sql`CURRENT_DATE`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_views_one_per_visitor_day').on(table.campaignId, table.visitorHash, table.viewedOn),
    index('campaign_views_created_idx').on(table.createdAt),
  ],
);

/**
 * Page views per UTC day, kept with each view recorded (record-campaign-view.server.ts) so the admin's views per day
 * never count the views themselves. Spread over 16 buckets (campaign id mod 16) so that views of different
 * campaigns do not wait on one row. Rebuilt by `rebuildViewCounts`.
 */
export const dailyViewTotals = pgTable(
  'daily_view_totals',
  {
    day: date('day').notNull(),
    bucket: smallint('bucket').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.bucket] })],
);
