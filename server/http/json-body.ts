import express, { type RequestHandler } from 'express';
import { hasNullCharacter, NULL_CHARACTER_MESSAGE } from '../../domain/shared/validation';

function refuseNullCharacters(key: string, value: unknown) {
  if (hasNullCharacter(key) || (typeof value === 'string' && hasNullCharacter(value))) {
    throw new Error(NULL_CHARACTER_MESSAGE);
  }
  return value;
}

/** The one JSON body parser of the API: at most `limit`, and no string or key carrying U+0000 (a 400, not a 500). */
export function jsonBody(limit: string): RequestHandler {
  return express.json({ limit, reviver: refuseNullCharacters });
}
