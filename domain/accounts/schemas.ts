import { z } from 'zod';
import { LOCALES } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { ISO_COUNTRIES } from '../shared/regions';
import { SIMPLE_EMAIL_PATTERN } from '../shared/validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

/**
 * The account forms' rules (spec part 1 §5), shared by the React Router forms and the JSON API.
 * Browser-safe: this file imports nothing from the server. Each refusal is a catalogue key (refusalKey), answered
 * in the reader's language where they are told; the spec's texts are the English messages.
 */
const EMAIL_REQUIRED = refusalKey('account_error_email_required');
const EMAIL_INVALID = refusalKey('account_error_email_invalid');
const PASSWORD_REQUIRED = refusalKey('account_error_password_required');
const COUNTRY_REQUIRED = refusalKey('account_error_country_required');
const PHONE_REQUIRED = refusalKey('account_error_phone_required');
const RESET_LINK_INVALID = refusalKey('account_error_reset_link');
const VERIFICATION_LINK_INVALID = refusalKey('account_error_verification_link');

export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  '10minutemail.com',
  '10minutemail.net',
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'guerrillamail.org',
  'sharklasers.com',
  'tempmail.com',
  'tempmail.net',
  'temp-mail.org',
  'temp-mail.io',
  'yopmail.com',
  'yopmail.fr',
  'throwaway.email',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
];

/** Names of the blocklist that appear in any domain (e.g. "mailinator.net", "eu.yopmail.com"). */
const DISPOSABLE_NAMES = ['10minutemail', 'mailinator', 'guerrillamail', 'tempmail', 'yopmail', 'temp-mail'];

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isDisposableEmailDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  return (
    DISPOSABLE_EMAIL_DOMAINS.some((blocked) => lower === blocked || lower.endsWith(`.${blocked}`)) ||
    DISPOSABLE_NAMES.some((name) => lower.split('.').includes(name))
  );
}

/** The first problem of the shared e-mail rule (a refusal key: the spec's words in English), or null when the address is fine. */
export function emailProblem(email: string): string | null {
  if (email === '') return EMAIL_REQUIRED;
  if (!email.includes('@') || /\s/.test(email)) return EMAIL_INVALID;
  const parts = email.split('@');
  const [local, domain] = parts;
  if (
    parts.length !== 2 ||
    local.length < 1 ||
    local.length > 64 ||
    domain.length < 1 ||
    domain.length > 253 ||
    email.includes('..') ||
    email.startsWith('.') ||
    email.endsWith('.') ||
    local.endsWith('.') ||
    domain.startsWith('.')
  ) {
    return refusalKey('account_error_email_format');
  }
  if (!EMAIL_PATTERN.test(email)) return refusalKey('account_error_email_pattern');
  if (isDisposableEmailDomain(domain)) return refusalKey('account_error_email_disposable');
  return null;
}

/** Trimmed and lower-cased: addresses are unique whatever their case. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.toLowerCase());

/** Sign-in and forgot-password only need an address that could exist: no blocklist, so old accounts still work. */
const signInEmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(320, EMAIL_INVALID)
  .regex(SIMPLE_EMAIL_PATTERN, EMAIL_INVALID)
  .transform((value) => value.toLowerCase());

const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, refusalKey('account_error_password_short', { count: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, refusalKey('account_error_password_long', { count: PASSWORD_MAX_LENGTH }));

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, refusalKey('account_error_text_long', { count: max }));

const countryCodes = new Set(ISO_COUNTRIES.map((country) => country.code));

const countrySchema = z
  .string({ error: COUNTRY_REQUIRED })
  .trim()
  .min(1, COUNTRY_REQUIRED)
  .transform((value) => value.toUpperCase())
  .refine((value) => countryCodes.has(value), refusalKey('account_error_country_unknown'));

const phoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .regex(/^\+?[\d\s().-]{6,24}$/, refusalKey('account_error_phone_invalid'));

/**
 * POST /api/auth/register (spec part 1 §7): the creation dialog sends {email, password, firstName, lastName}
 * only; country and phone, when sent, must be valid (an empty one is a missing answer, refused).
 */
export const registrationSchema = z.object({
  firstName: requiredText(refusalKey('account_error_first_name')),
  lastName: requiredText(refusalKey('account_error_last_name')),
  email: emailSchema,
  country: countrySchema.optional(),
  phone: phoneSchema.optional(),
  password: newPasswordSchema,
  username: z.string().trim().max(201).optional(),
});
/** The sign-up screen asks for every field (spec part 1 §2, §5). */
export const signUpFormSchema = registrationSchema.extend({ country: countrySchema, phone: phoneSchema });
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const signInSchema = z.object({
  email: signInEmailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, refusalKey('account_error_sign_in_failed')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const checkEmailSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: signInEmailSchema });

const tokenSchema = z
  .string({ error: RESET_LINK_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, RESET_LINK_INVALID);

/** The API's payload: {token, password}. */
export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The rule of every form that asks for a new password twice. */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { message: refusalKey('account_error_passwords_differ'), path: ['confirmPassword'] },
];

/** The reset screen also asks for the password twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: newPasswordSchema })
  .refine(...passwordsMatch);

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: VERIFICATION_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, VERIFICATION_LINK_INVALID),
});

/** The account page (issue 33 item 4): the organizer corrects their own name and phone. */
export const accountDetailsSchema = z.object({
  firstName: requiredText(refusalKey('account_error_first_name')),
  lastName: requiredText(refusalKey('account_error_last_name')),
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    phoneSchema.optional(),
  ),
});

/** The language the account reads, its e-mails included (decision 025). */
export const accountLanguageSchema = z.object({
  locale: z.enum(LOCALES, { error: refusalKey('account_error_language') }),
});

/** A new e-mail address, confirmed by the current password when the account has one. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch);

/** Deleting the account is typed out, never one tap. */
export const DELETE_ACCOUNT_WORD = 'DELETE';
export const deleteAccountSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  confirm: z
    .string()
    .trim()
    .refine(
      (value) => value === DELETE_ACCOUNT_WORD,
      refusalKey('account_error_delete_word', { word: DELETE_ACCOUNT_WORD }),
    ),
});
