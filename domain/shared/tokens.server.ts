import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseRowId } from './row-id';

/** 256 random bits, URL-safe: session ids, e-mail links. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A link token that names one row for one purpose without storing anything ("12.signature"): it cannot be forged
 * without the secret, and a token made for one purpose is refused for another.
 */
export function signedTokenOf(secret: string, purpose: string, id: number): string {
  return `${id}.${createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url')}`;
}

/** The id a signedTokenOf token names, or null when it is malformed or was not signed for `purpose`. */
export function idOfSignedToken(secret: string, purpose: string, token: string): number | null {
  const match = /^(\d+)\.[\w-]{43}$/.exec(token);
  const id = parseRowId(match?.[1]);
  if (id === null) return null;
  const expected = Buffer.from(signedTokenOf(secret, purpose, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
