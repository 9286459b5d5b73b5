import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, e-mail links. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
