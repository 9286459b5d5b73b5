import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { contributions } from './contributions';

/**
 * Issue 16: what gathers a family around the page beside the money: the services, a guestbook, updates and the
 * e-mails they send (decision 017). Every table hangs off a campaign; every list is read newest (or soonest) first
 * through an index that starts with the campaign, so a page's read never grows with the number of gifts.
 */

/** A vigil, funeral service, burial or memorial, at a place and a local time (with the place's IANA time zone). */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** vigil | funeral | burial | memorial | other */
    kind: varchar('kind', { length: 20 }).notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The place's time zone (IANA, e.g. Africa/Nairobi): times are shown and put in calendars in it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address').notNull(),
    livestreamUrl: text('livestream_url'),
    notes: text('notes'),
    /** People who said they will attend, kept with each RSVP so the family's count is never a sum on read. */
    attendingCount: integer('attending_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_events_campaign_starts_idx').on(table.campaignId, table.startsAt)],
);

/** "I will attend": a name, how many people, and a way to reach them if the family must (optional). */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => campaignEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    partySize: smallint('party_size').notNull(),
    /** A phone number or an e-mail address, seen only by the family. */
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_rsvps_event_created_idx').on(table.eventId, table.createdAt)],
);

/** A condolence message left without giving money. Shown with the gifts' tributes in one stream, newest first. */
export const guestbookMessages = pgTable(
  'guestbook_messages',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship'),
    message: text('message').notNull(),
    photo: text('photo'),
    /** Set when the family (or an admin, after a report) hides it: gone from the page, kept for the record. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('guestbook_messages_campaign_created_idx').on(table.campaignId, table.createdAt, table.id),
  ],
);

/** A visitor's report of a message in the stream (a guestbook message or a gift's words): to the family and the admin queue. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    guestbookMessageId: integer('guestbook_message_id').references(() => guestbookMessages.id, {
      onDelete: 'cascade',
    }),
    contributionId: integer('contribution_id').references(() => contributions.id),
    reason: text('reason'),
    /** Set once the family or an admin has hidden the message or let it stand. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the organizer's e-mail listing this report was queued; null while it waits for the next one. */
    organizerEmailedAt: timestamp('organizer_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
    index('message_reports_unemailed_idx')
      .on(table.campaignId)
      .where(sql`${table.organizerEmailedAt} is null`),
    index('message_reports_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/** What the family posts for everyone: a timeline on the page, and an e-mail to those who asked for updates. */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    photo: text('photo'),
    /** Who posted it, as the e-mail and the page say it (the organizer's or the recipient's name). */
    postedByName: text('posted_by_name').notNull(),
    /** organizer | recipient */
    postedByRole: varchar('posted_by_role', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_updates_campaign_created_idx').on(table.campaignId, table.createdAt, table.id)],
);

/**
 * Someone who ticked "Send me updates" when giving or signing the guestbook (off by default). The token in every
 * update e-mail's one-click unsubscribe link is random and stored as it is, not signed with a server key: a link
 * in an old e-mail must keep working after a key is rotated, and it grants nothing but leaving this one list.
 */
export const updateSubscriptions = pgTable(
  'update_subscriptions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** gift | guestbook */
    source: varchar('source', { length: 20 }).notNull(),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('update_subscriptions_campaign_email_unique').on(
      table.campaignId,
      sql`lower(${table.email})`,
    ),
    uniqueIndex('update_subscriptions_token_unique').on(table.unsubscribeToken),
  ],
);
