import type { RequestHandler } from 'express';
import { FORM_BODY_LIMITS, FORM_TOO_LARGE_MESSAGE } from '../../domain/shared/form-body-limits';
import { visitorLanguageOf } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';

/**
 * Refuses at the door a page request that declares a body larger than any form of ours sends, before a page
 * action would read it; the rest is drained and the connection closed, so the sender can read the 413.
 */
export function pageBodyLimit(maxBytes = FORM_BODY_LIMITS.withPhoto): RequestHandler {
  return (req, res, next) => {
    if (Number(req.get('content-length') ?? 0) <= maxBytes) {
      next();
      return;
    }
    res
      .set('Connection', 'close')
      .status(413)
      .type('text/plain')
      .send(refusalIn(visitorLanguageOf({ get: (name) => req.get(name) }), FORM_TOO_LARGE_MESSAGE));
    req.resume();
  };
}
