import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.server';
import { campaigns, users } from '../../db/schema';
import { recordAudit } from '../shared/audit.server';
import { isUniqueViolation } from '../shared/database-errors';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../shared/errors';
import { storedLocale } from '../shared/locales';
import { failuresCountedFirst, type LimitedRequest, limiterFor } from '../shared/rate-limits';
import { refusalKey } from '../shared/refusal-words';
import type { RequestDependencies } from '../shared/request-dependencies.server';
import { createRandomToken, hashToken } from '../shared/tokens.server';
import { emailChangedNotice, emailChangeVerificationEmail } from './account-emails';
import { findUserByEmail } from './find-user-by-email.server';
import { hashPassword, verifyPassword } from './passwords.server';
import { emailTaken, VERIFICATION_LINK_LIFETIME_MS } from './register-user.server';
import type {
  accountDetailsSchema,
  accountLanguageSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from './schemas';
import { deleteUserSessions } from './sessions.server';
import { accountAtAddressKey } from './sign-in-with-password.server';

/** The account page's refusals, as catalogue keys (refusal-words.ts). */
export const ACCOUNT_MESSAGES = {
  gone: refusalKey('account_error_gone'),
  wrongPassword: refusalKey('account_error_wrong_password'),
  sameEmail: refusalKey('account_error_same_email'),
  hasCampaigns: refusalKey('account_error_has_campaigns'),
  isAdmin: refusalKey('account_error_is_admin'),
} as const;

/** What the account page shows and its actions need of the signed-in person. */
export async function getAccount(db: Database, userId: number) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      emailVerified: users.emailVerified,
      hasPassword: users.password,
      isAdmin: users.isAdmin,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new NotFoundError(ACCOUNT_MESSAGES.gone);
  return { ...account, hasPassword: account.hasPassword !== null, locale: storedLocale(account.locale) };
}

type Origin = { ipAddress: string; userAgent?: string };

/** Name and phone, as the organizer corrects them (issue 33 item 4), audited. */
export async function updateAccountDetails(
  db: Database,
  userId: number,
  input: z.infer<typeof accountDetailsSchema>,
  origin: Origin,
) {
  await changeOwnAccount(
    db,
    userId,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      username: `${input.firstName} ${input.lastName}`,
      phone: input.phone ?? null,
    },
    { action: 'user.details_change' },
    origin,
  );
}

/** The account's language, which every e-mail to it follows from now on, audited. */
export async function changeAccountLanguage(
  db: Database,
  userId: number,
  input: z.infer<typeof accountLanguageSchema>,
  origin: Origin,
) {
  await changeOwnAccount(
    db,
    userId,
    { locale: input.locale },
    { action: 'user.language_change', details: { to: input.locale } },
    origin,
  );
}

/**
 * A new address, confirmed by the current password (when the account has one); it is unverified until its link
 * is followed, and the old address is told, so a change nobody asked for is noticed.
 */
export async function changeAccountEmail(
  db: Database,
  userId: number,
  input: z.infer<typeof changeEmailSchema>,
  dependencies: Omit<RequestDependencies, 'afterResponse'> & { userAgent?: string },
) {
  const account = await confirmOwnPassword(db, userId, input.currentPassword, dependencies);
  if (input.email === account.email.toLowerCase()) {
    throw new InvalidInputError(ACCOUNT_MESSAGES.sameEmail, { email: ACCOUNT_MESSAGES.sameEmail });
  }
  if (await findUserByEmail(db, input.email)) {
    throw emailTaken();
  }
  const token = createRandomToken();
  const name = account.firstName ?? '';
  const { mailer, baseUrl } = dependencies;
  const changing = changeOwnAccount(
    db,
    userId,
    {
      email: input.email,
      emailVerified: false,
      emailVerificationToken: hashToken(token),
      emailVerificationExpires: new Date(Date.now() + VERIFICATION_LINK_LIFETIME_MS),
    },
    { action: 'user.email_change', details: { from: account.email, to: input.email } },
    dependencies,
    async (tx) => {
      const link = `${baseUrl}/verify-email?token=${token}`;
      const locale = storedLocale(account.locale);
      await mailer.send(emailChangeVerificationEmail(locale, input.email, name, link), { db: tx });
      await mailer.send(emailChangedNotice(locale, account.email, name, input.email, `${baseUrl}/help`), {
        db: tx,
      });
    },
  );
  // Another account may have taken the address since the check.
  await changing.catch((error) => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  dependencies.mailer.deliverSoon();
}

/** A new password, confirmed by the current one (an account made through Google sets its first one). */
export async function changeAccountPassword(
  db: Database,
  userId: number,
  input: z.infer<typeof changePasswordSchema>,
  request: LimitedRequest & { userAgent?: string },
) {
  await confirmOwnPassword(db, userId, input.currentPassword, request);
  const passwordHash = await hashPassword(input.password);
  await changeOwnAccount(db, userId, { password: passwordHash }, { action: 'user.password_change' }, request);
}

/**
 * Deletes the account and every session of it (issue 33 item 4, the GDPR right to erasure), confirmed by the
 * password. An organizer's account stays while campaigns carry its name and money records: support helps then.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  input: z.infer<typeof deleteAccountSchema>,
  request: LimitedRequest & { userAgent?: string },
) {
  const account = await confirmOwnPassword(db, userId, input.currentPassword, request);
  if (account.isAdmin) throw new ForbiddenError(ACCOUNT_MESSAGES.isAdmin);
  const [{ organized }] = await db
    .select({ organized: count() })
    .from(campaigns)
    .where(eq(campaigns.organizerId, userId));
  if (organized > 0) throw new ConflictError(ACCOUNT_MESSAGES.hasCampaigns);
  await db.transaction(async (tx) => {
    await deleteUserSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    // Who it was is not kept: the row is the record that an account was erased, and when.
    await recordAudit(tx, { action: 'user.delete', entityType: 'user', entityId: userId }, request);
  });
}

/** One change to the person's own row, with whatever must stand or fall with it, and its audit row. */
async function changeOwnAccount(
  db: Database,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
  audit: { action: string; details?: Record<string, unknown> },
  origin: Origin,
  alongside?: (tx: Database) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId));
    await alongside?.(tx);
    await recordAudit(tx, { ...audit, entityType: 'user', entityId: userId, userId }, origin);
  });
}

/**
 * The current password, counted as sign-in counts a wrong one on this account from this address, so the page
 * cannot be used to guess it. An account made through Google has none to give: the session is the proof.
 */
async function confirmOwnPassword(db: Database, userId: number, given: string, request: LimitedRequest) {
  const [account] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      isAdmin: users.isAdmin,
      password: users.password,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new NotFoundError(ACCOUNT_MESSAGES.gone);
  const { password } = account;
  if (password === null) return account;
  const backOff = limiterFor(request.limiters, 'signInFailuresPerAccountAndIp');
  await failuresCountedFirst([[backOff, accountAtAddressKey(account.email, request.ipAddress)]], async () => {
    if (!given || !(await verifyPassword(password, given))) {
      throw new InvalidInputError(ACCOUNT_MESSAGES.wrongPassword, {
        currentPassword: ACCOUNT_MESSAGES.wrongPassword,
      });
    }
  });
  return account;
}
