import type * as z from 'zod/v4/core';
import { InvalidInputError } from './errors';
import { refusalKey } from './refusal-words';

/** First message per field, keyed by the field's path ("form" for the input as a whole). */
export function fieldErrorsOf(issues: readonly z.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

interface SafeParser<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: z.$ZodIssue[] } };
}

/** Parses with `schema` (zod or zod/mini) or throws InvalidInputError with the first message and each field's. */
export function parseInput<Output>(schema: SafeParser<Output>, input: unknown): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw new InvalidInputError(
    Object.values(fieldErrors)[0] ?? refusalKey('refusal_invalid_input'),
    fieldErrors,
  );
}

/** Something@something.something: all an address needs to be worth sending to (registration checks more). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PostgreSQL cannot store U+0000 in text, and no keyboard types it: input carrying one is refused, never stored. */
export const NULL_CHARACTER_MESSAGE = refusalKey('refusal_null_character');

export function hasNullCharacter(value: string): boolean {
  return value.includes('\u0000');
}
