import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** What the admin's user search reads (name and e-mail), with its trigram index (migration 0007). */
export function userSearchText(table: { username: AnyPgColumn; email: AnyPgColumn }) {
  return sql`coalesce(${table.username}, '') || ' ' || ${table.email}`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth'),
    profileImageUrl: text('profile_image_url'),
    username: text('username'),
    country: varchar('country', { length: 2 }),
    phone: text('phone'),
    googleId: text('google_id'),
    /** argon2id hash; null for accounts made through Google only. */
    password: text('password'),
    /** The language the account reads, e-mails included (decision 025): set at sign-up, changed on the account page. */
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** SHA-256 of the token sent by e-mail: a leaked table cannot verify or reset anyone. */
    emailVerificationToken: text('email_verification_token'),
    emailVerificationExpires: timestamp('email_verification_expires', { withTimezone: true }),
    passwordResetToken: text('password_reset_token'),
    passwordResetExpires: timestamp('password_reset_expires', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_email_verification_token_unique').on(table.emailVerificationToken),
    uniqueIndex('users_password_reset_token_unique').on(table.passwordResetToken),
    index('users_created_idx').on(table.createdAt),
    index('users_admin_search_trgm').using('gin', sql`(${userSearchText(table)}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    /** Kept beside `sess` so every session of a user can be revoked in one statement. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull().default({}),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire), index('sessions_user_id_idx').on(table.userId)],
);
