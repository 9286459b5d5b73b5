import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { type Locale, visitorLanguageOf } from '../../domain/shared/locales';
import { fieldRefusalsIn, refusalIn } from '../../domain/shared/refusal-words.server';
import { fieldErrorsOf, NULL_CHARACTER_MESSAGE } from '../../domain/shared/validation';

/**
 * Answers a validation or domain error with its status and `{message, fieldErrors, code, details}`, in the reader's
 * language where the refusal is a catalogue key (refusal-words.ts); false for anything else.
 */
function sendError(res: Response, error: unknown, locale: Locale): boolean {
  if (error instanceof ZodError) {
    const fieldErrors = fieldRefusalsIn(locale, fieldErrorsOf(error.issues));
    res.status(400).json({
      message: Object.values(fieldErrors)[0] ?? refusalIn(locale, 'refusal_invalid_input'),
      fieldErrors,
    });
    return true;
  }
  const failure = domainErrorOf(error);
  if (failure) {
    if (failure.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(failure.retryAfterSeconds));
    const { message, fieldErrors, code, details } = failure;
    res.status(HTTP_STATUS_BY_KIND[failure.kind]).json({
      message: refusalIn(locale, message, failure.inputs),
      fieldErrors: fieldErrors && fieldRefusalsIn(locale, fieldErrors),
      code,
      details,
    });
    return true;
  }
  return false;
}

/** Last handler: known errors get their status; anything else is logged and answered without internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : undefined;
  const locale = visitorLanguageOf({ get: (name) => req.get(name) });
  if (status) {
    const message =
      error.type === 'entity.too.large'
        ? 'refusal_too_large'
        : error.type === 'entity.parse.failed'
          ? // body-parser keeps only the message of what the JSON reviver threw (server/http/json-body.ts).
            error.message === NULL_CHARACTER_MESSAGE
            ? NULL_CHARACTER_MESSAGE
            : 'refusal_not_json'
          : 'refusal_bad_request';
    res.status(status).json({ message: refusalIn(locale, message) });
    return;
  }
  if (sendError(res, error, locale)) return;
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: refusalIn(locale, 'refusal_server_fault') });
};
