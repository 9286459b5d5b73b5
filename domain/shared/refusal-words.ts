import type * as messages from '../../paraglide/messages/_index.js';

type Catalogue = typeof messages;
type InputsOfKey<Key extends keyof Catalogue> = NonNullable<Parameters<Catalogue[Key]>[0]>;
/** A message of the catalogue that takes no inputs: a refusal such as "Name is required". */
export type PlainMessageKey = {
  [Key in keyof Catalogue]: Record<never, never> extends InputsOfKey<Key> ? Key : never;
}[keyof Catalogue];
/** A message of the catalogue that takes inputs: a refusal such as "Row {row}: {reason}". */
export type MessageKeyWithInputs = Exclude<keyof Catalogue, PlainMessageKey>;

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

/**
 * A refusal whose message takes inputs (a limit, a row, a currency): its key followed by the inputs as JSON,
 * `in_person_csv_too_many_rows{"rows":1200,"max":1000}`, still one plain text in the error. At the edge, a number
 * is written in the reader's locale and a text that is itself a refusal in their language.
 */
export function refusalWith<Key extends MessageKeyWithInputs>(
  key: Key,
  inputs: { [Name in keyof InputsOfKey<Key>]: string | number },
): string {
  return `${key}${JSON.stringify(inputs)}`;
}
