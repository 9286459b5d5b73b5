import { data, redirect } from 'react-router';
import { ZodError } from 'zod';
import { ConflictError, DomainError, InvalidInputError, RateLimitedError } from '../../domain/shared/errors';
import { fieldErrorsOf } from '../../domain/shared/validation';

export interface FormFailure {
  ok: false;
  /** True when only the fields were wrong: the form shows each message beside its field, no toast. */
  isValidation: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  /** What was typed (never passwords), so the form shows it again. */
  values: Record<string, string>;
}

const FORM_STATUS: Partial<Record<DomainError['kind'], number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
};

/** Reads the form's text fields, leaving out anything secret. */
export function formValues(formData: FormData, secretFields: string[] = ['password', 'confirmPassword']) {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !secretFields.includes(name)) values[name] = value;
  }
  return values;
}

/** A validation or business failure as the form's action data (with its 4xx status); anything else is rethrown. */
export function formFailure(error: unknown, values: Record<string, string>) {
  if (error instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(error.issues);
    const failure: FormFailure = {
      ok: false,
      isValidation: true,
      message: Object.values(fieldErrors)[0] ?? 'Invalid input',
      fieldErrors,
      values,
    };
    return data(failure, { status: 400 });
  }
  const status = error instanceof DomainError ? FORM_STATUS[error.kind] : undefined;
  if (!(error instanceof DomainError) || status === undefined) throw error;
  const fieldErrors =
    (error instanceof InvalidInputError || error instanceof ConflictError ? error.fieldErrors : undefined) ??
    {};
  const failure: FormFailure = {
    ok: false,
    isValidation: false,
    message: error.message,
    fieldErrors,
    values,
  };
  const headers: HeadersInit =
    error instanceof RateLimitedError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
  return data(failure, { status, headers });
}

/**
 * The answer once someone is signed in: the enhanced form is told where to go and moves on itself (it may first
 * create a saved campaign draft); without JavaScript, a redirect.
 */
export function signedInAnswer(formData: FormData, destination: string, sessionCookie: string) {
  const headers = { 'Set-Cookie': sessionCookie };
  if (formData.get('enhanced') === 'true') return data({ ok: true as const, destination }, { headers });
  return redirect(destination, { headers });
}
