import type * as messages from '../../paraglide/messages/_index.js';

type Catalogue = typeof messages;
/** A message of the catalogue that takes no inputs: a refusal such as "Name is required". */
export type PlainMessageKey = {
  [Key in keyof Catalogue]: Record<never, never> extends NonNullable<Parameters<Catalogue[Key]>[0]>
    ? Key
    : never;
}[keyof Catalogue];

/**
 * A refusal a schema or a rule gives (a zod message, a domain error's message), written as the key of its message
 * in the catalogue: `.min(1, refusalKey('gift_error_name'))`. The key travels in the error, never a language; the
 * edge that answers the person (server/http/errors.ts, app/lib/form-result.server.ts) writes it in their language
 * with `refusalIn` (refusal-words.server.ts). Typed, so a key missing from the catalogue fails to compile; the
 * schema module loads no message.
 */
export function refusalKey<Key extends PlainMessageKey>(key: Key): Key {
  return key;
}
