import { z } from 'zod';

/** Throwaway inbox providers (spec part 1 §5): an organizer must be reachable after the campaign ends. */
const DISPOSABLE_DOMAINS = [
  '10minutemail',
  'mailinator',
  'guerrillamail',
  'tempmail',
  'yopmail',
  'temp-mail',
  'throwaway.email',
];

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  valid: 'Please enter a valid email address',
  pattern: 'Email format is invalid',
  structure: 'Invalid email format',
  disposable: 'Disposable email addresses are not allowed',
} as const;

function structureIsValid(email: string): boolean {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (local.length < 1 || local.length > 64 || domain.length > 253) return false;
  if (email.includes('..') || email.startsWith('.') || email.endsWith('.')) return false;
  return !local.endsWith('.') && !domain.startsWith('.');
}

function isDisposable(email: string): boolean {
  const domain = email.split('@')[1] ?? '';
  return DISPOSABLE_DOMAINS.some((blocked) => domain === blocked || domain.includes(blocked));
}

/** The shared e-mail rule of spec part 1 §5, first failing message only; trimmed and lowercased. */
export const emailAddressSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MESSAGES.required)
  .check((ctx) => {
    const email = ctx.value;
    if (email.length === 0) return;
    const message = !/^[^\s@]+@[^\s@]+$/.test(email)
      ? EMAIL_MESSAGES.valid
      : !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email)
        ? EMAIL_MESSAGES.pattern
        : !structureIsValid(email)
          ? EMAIL_MESSAGES.structure
          : isDisposable(email)
            ? EMAIL_MESSAGES.disposable
            : null;
    if (message) ctx.issues.push({ code: 'custom', message, input: email });
  });

/** The dialog's simple check before it asks the server anything. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
