import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
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
import { campaigns } from './campaigns';
import { payoutSchedule } from './operations';
import { users } from './users';

export interface MobileWalletDetails {
  confirmationCode: string;
  amount: number;
  screenshot?: string;
  timestamp: string;
}

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** What the admin's contribution search reads (the giver's name and e-mail), with its trigram index (migration 0007). */
export function contributionSearchText(table: {
  contributorName: AnyPgColumn;
  contributorEmail: AnyPgColumn;
}) {
  return sql`${table.contributorName} || ' ' || coalesce(${table.contributorEmail}, '')`;
}

export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    contributorName: text('contributor_name').notNull(),
    contributorEmail: text('contributor_email'),
    contributorRelationship: text('contributor_relationship'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Sent with the provider's create call so a retried request cannot charge twice. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /**
     * pending | succeeded | failed | refunded (card: refunded once the whole amount went back; a partial refund
     * stays succeeded with refundedAmount); pending_review | succeeded | rejected (mobile wallet).
     */
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('pending'),
    /** What went back to the giver so far (card refunds, Stripe's cumulative figure); the rest still counts. */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** When Stripe last reported a refund failed: refund figures from before it still include that refund. */
    refundFailedAt: timestamp('refund_failed_at', { withTimezone: true }),
    /** A chargeback or inquiry, in Stripe's words (needs_response, under_review, won, lost, warning_…); null if none. */
    disputeStatus: varchar('dispute_status', { length: 30 }),
    /** When Stripe reported disputeStatus: an older report arriving late changes nothing. */
    disputeUpdatedAt: timestamp('dispute_updated_at', { withTimezone: true }),
    /** The amount the dispute is about; withheld from the total while the bank holds it and once it is lost. */
    disputedAmount: money('disputed_amount').notNull().default('0'),
    payoutStatus: varchar('payout_status', { length: 20 }).notNull().default('pending'),
    payoutDate: timestamp('payout_date', { withTimezone: true }),
    payoutAmount: money('payout_amount'),
    /** The payout that first covered this card gift (set when it is requested; decision 021). */
    payoutId: integer('payout_id').references((): AnyPgColumn => payoutSchedule.id, { onDelete: 'set null' }),
    platformFee: money('platform_fee'),
    processingFee: money('processing_fee'),
    /**
     * The fee Stripe took on the charge, read from its balance transaction and converted into the gift's currency at
     * Stripe's exchange rate; null while only the fee model (domain/payments/fees.ts) is known. Once set, processingFee is it.
     */
    stripeFee: money('stripe_fee'),
    revenue: money('revenue'),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull().default('stripe'),
    /**
     * Play money: a sandbox card or a Stripe test-mode payment (livemode false). Marked as such wherever the gift
     * is shown or exported, and never paid out (issue 31).
     */
    testMode: boolean('test_mode').notNull().default(false),
    mobileWalletDetails: jsonb('mobile_wallet_details').$type<MobileWalletDetails>(),
    confirmationCode: varchar('confirmation_code', { length: 100 }),
    walletProvider: varchar('wallet_provider', { length: 50 }),
    screenshot: text('screenshot'),
    /** Mobile-wallet review: null for card payments; pending_review, confirmed or rejected otherwise. */
    reviewStatus: varchar('review_status', { length: 20 }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    tribute: text('tribute'),
    memory: text('memory'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    hideAmount: boolean('hide_amount').notNull().default(false),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** The giver ticked "Send me updates" (issue 16): subscribed once the gift is recorded as succeeded. */
    wantsUpdates: boolean('wants_updates').notNull().default(false),
    /** The language the giver gave in: every e-mail to them (receipt, thanks, updates) is in it. */
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    /** Set when the family hides this gift's words from the page; the gift still counts. */
    messageHiddenAt: timestamp('message_hidden_at', { withTimezone: true }),
    /** When the family's thank-you to this giver was queued: each giver is thanked once. */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contributions_payment_intent_unique').on(table.stripePaymentIntentId),
    // One pending contribution per wizard submission, however often the browser retries create-intent.
    uniqueIndex('contributions_idempotency_key_unique').on(table.idempotencyKey),
    // The organizer's lists, the public tributes and the donor CSV page on (created_at, id) within a campaign.
    index('contributions_campaign_created_id_idx').on(table.campaignId, table.createdAt, table.id),
    // The organizer's "awaiting confirmation" list: a handful of rows, found without walking every gift.
    index('contributions_campaign_pending_idx')
      .on(table.campaignId, table.createdAt, table.id)
      .where(sql`${table.paymentStatus} = 'pending_review'`),
    index('contributions_created_idx').on(table.createdAt),
    index('contributions_payout_idx').on(table.payoutId),
    index('contributions_admin_search_trgm').using(
      'gin',
      sql`(${contributionSearchText(table)}) gin_trgm_ops`,
    ),
  ],
);

/** Provider webhook events already applied: a replay finds its id here and changes nothing. */
/**
 * What of a campaign's contributions counts, kept per currency and payment method: the sums every screen shows,
 * read in constant time however many gave (decision 014). A row changes only through the `keep_campaign_totals`
 * trigger on contributions (migration 0010), in the transaction of the change that moves it; `rebuildCampaignTotals`
 * recomputes them all. Amounts are unbounded numerics: a sum of numeric(12, 2) may outgrow one.
 */
export const campaignTotals = pgTable(
  'campaign_totals',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    /** Sandbox or Stripe test-mode gifts (contributions.test_mode) are kept apart: never in a payable balance. */
    testMode: boolean('test_mode').notNull().default(false),
    /** Contributions of which something still counts (countsTowardTotal). */
    gifts: integer('gifts').notNull().default(0),
    /** The sum of their countedAmount. */
    counted: numeric('counted').notNull().default('0'),
    platformFee: numeric('platform_fee').notNull().default('0'),
    processingFee: numeric('processing_fee').notNull().default('0'),
    payoutAmount: numeric('payout_amount').notNull().default('0'),
    /** Mobile wallet gifts the family has not confirmed or rejected yet (payment_status pending_review; migration 0014). */
    awaitingReview: integer('awaiting_review').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.currency, table.paymentMethod, table.testMode] }),
  ],
);

/**
 * The same counted gifts per UTC day of their creation, currency and payment method, for the admin's overview and
 * charts (decision 014): a year of figures is a few thousand rows however many gave. Each day is split over
 * `bucket` (campaign id mod 16) so gifts to different campaigns seldom wait for one another's row lock.
 */
export const dailyGiftTotals = pgTable(
  'daily_gift_totals',
  {
    day: date('day').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 50 }).notNull(),
    bucket: smallint('bucket').notNull(),
    gifts: integer('gifts').notNull().default(0),
    counted: numeric('counted').notNull().default('0'),
    platformFee: numeric('platform_fee').notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency, table.paymentMethod, table.bucket] })],
);

export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
