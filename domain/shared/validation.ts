import type { z } from 'zod';
import { InvalidInputError } from './errors';

/** First message per field, keyed by the field's path ("form" for the input as a whole). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** Parses with `schema` or throws InvalidInputError carrying the first message and every field's message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw new InvalidInputError(Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);
}
