import { STATUS_CODES } from 'node:http';
import { data, redirect } from 'react-router';
import { ZodError } from 'zod';
import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { BASE_LOCALE, type Locale } from '../../domain/shared/locales';
import { fieldRefusalsIn, refusalIn } from '../../domain/shared/refusal-words.server';
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

/** Reads the form's text fields, leaving out anything secret. */
export function formValues(formData: FormData, secretFields: string[] = ['password', 'confirmPassword']) {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !secretFields.includes(name)) values[name] = value;
  }
  return values;
}

/** Bad input or a business rule: what formFailure answers; anything else is a fault of ours. */
export function isExpectedFailure(error: unknown): boolean {
  return error instanceof ZodError || domainErrorOf(error) !== null;
}

/**
 * A validation or business failure as the form's action data (with its 4xx status), in the reader's language where
 * the refusal is a catalogue key (refusal-words.ts); anything else is rethrown.
 */
export function formFailure(error: unknown, values: Record<string, string>, locale: Locale = BASE_LOCALE) {
  if (error instanceof ZodError) {
    const fieldErrors = fieldRefusalsIn(locale, fieldErrorsOf(error.issues));
    const failure: FormFailure = {
      ok: false,
      isValidation: true,
      message: Object.values(fieldErrors)[0] ?? refusalIn(locale, 'refusal_invalid_input'),
      fieldErrors,
      values,
    };
    return data(failure, { status: 400 });
  }
  const domainFailure = domainErrorOf(error);
  if (!domainFailure) throw error;
  const failure: FormFailure = {
    ok: false,
    isValidation: false,
    message: refusalIn(locale, domainFailure.message, domainFailure.inputs),
    fieldErrors: fieldRefusalsIn(locale, domainFailure.fieldErrors ?? {}),
    values,
  };
  const headers: HeadersInit =
    domainFailure.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(domainFailure.retryAfterSeconds) }
      : {};
  return data(failure, { status: HTTP_STATUS_BY_KIND[domainFailure.kind], headers });
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

/**
 * A 4xx answer to throw from a loader or an action: `{message}` with its status and the status's own text (React
 * Router would otherwise label it "Internal Server Error" in the answer to an enhanced form).
 */
export function refusal(status: number, message: string, headers: HeadersInit = {}) {
  return data({ message }, { status, statusText: STATUS_CODES[status], headers });
}

/**
 * In a loader: a business refusal (a spent rate limit, say) thrown as its 4xx answer, in the reader's language where
 * it is a catalogue key; anything else rethrown.
 */
export function throwRefusal(error: unknown, locale: Locale = BASE_LOCALE): never {
  const failure = domainErrorOf(error);
  if (!failure) throw error;
  const headers: HeadersInit =
    failure.retryAfterSeconds !== undefined ? { 'Retry-After': String(failure.retryAfterSeconds) } : {};
  throw refusal(
    HTTP_STATUS_BY_KIND[failure.kind],
    refusalIn(locale, failure.message, failure.inputs),
    headers,
  );
}
