import { z } from 'zod';
import { LOCALES } from '../shared/locales';
import { ISO_COUNTRIES } from '../shared/regions';
import { SIMPLE_EMAIL_PATTERN } from '../shared/validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

/**
 * The account forms' rules (spec part 1 §5), shared by the React Router forms and the JSON API.
 * Browser-safe: this file imports nothing from the server.
 */
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

/** The first problem of the shared e-mail rule, in the spec's words, or null when the address is fine. */
export function emailProblem(email: string): string | null {
  if (email === '') return 'Email is required';
  if (!email.includes('@') || /\s/.test(email)) return 'Please enter a valid email address';
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
    return 'Invalid email format';
  }
  if (!EMAIL_PATTERN.test(email)) return 'Email format is invalid';
  if (isDisposableEmailDomain(domain)) return 'Disposable email addresses are not allowed';
  return null;
}

/** Trimmed and lower-cased: addresses are unique whatever their case. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.toLowerCase());

/** Sign-in and forgot-password only need an address that could exist: no blocklist, so old accounts still work. */
const signInEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Please enter a valid email address')
  .regex(SIMPLE_EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());

const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const countryCodes = new Set(ISO_COUNTRIES.map((country) => country.code));

const countrySchema = z
  .string({ error: 'Country is required' })
  .trim()
  .min(1, 'Country is required')
  .transform((value) => value.toUpperCase())
  .refine((value) => countryCodes.has(value), 'Please choose a country from the list');

const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\+?[\d\s().-]{6,24}$/, 'Please enter a valid phone number');

/**
 * POST /api/auth/register (spec part 1 §7): the creation dialog sends {email, password, firstName, lastName}
 * only; country and phone, when sent, must be valid (an empty one is a missing answer, refused).
 */
export const registrationSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
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
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const checkEmailSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: signInEmailSchema });

const tokenSchema = z
  .string({ error: 'Invalid reset link' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid reset link');

/** The API's payload: {token, password}. */
export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The rule of every form that asks for a new password twice. */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
];

/** The reset screen also asks for the password twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: newPasswordSchema })
  .refine(...passwordsMatch);

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'Invalid verification link. Please check your email and try again.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid verification link. Please check your email and try again.'),
});

/** The account page (issue 33 item 4): the organizer corrects their own name and phone. */
export const accountDetailsSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    phoneSchema.optional(),
  ),
});

/** The language the account reads, its e-mails included (decision 025). */
export const accountLanguageSchema = z.object({
  locale: z.enum(LOCALES, { error: 'Please choose one of the languages offered.' }),
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
    .refine((value) => value === DELETE_ACCOUNT_WORD, `Type ${DELETE_ACCOUNT_WORD} to confirm`),
});
