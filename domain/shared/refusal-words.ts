import type * as messages from '../../paraglide/messages/_index.js';

type Catalogue = typeof messages;
/** A message of the catalogue that takes no inputs: a refusal such as "Name is required". */
export type PlainMessageKey = {
  [Key in keyof Catalogue]: Record<never, never> extends NonNullable<Parameters<Catalogue[Key]>[0]>
    ? Key
    : never;
}[keyof Catalogue];
/** A message of the catalogue that takes inputs: a refusal such as "Row {row}: {reason}". */
export type MessageKeyWithInputs = Exclude<keyof Catalogue, PlainMessageKey>;

/**
 * What a refusal's message is given: a count or a length, a word the same in every language (a currency code), an
 * amount in whole units, which the edge writes the reader's way (`formatMoney` in their locale), or a list of
 * refusals' texts (column names), which the edge joins the reader's way ("Amount, Currency and Note").
 */
export type RefusalInput = string | number | { amount: number; currency: string } | { list: string[] };
type RefusalInputsOf<Key extends keyof Catalogue> = Key extends PlainMessageKey
  ? []
  : [inputs: Record<keyof NonNullable<Parameters<Catalogue[Key]>[0]>, RefusalInput>];

/**
 * A refusal a schema or a rule gives (a zod message, a domain error's message), written as the key of its message
 * in the catalogue: `.min(1, refusalKey('gift_error_name'))`, with its inputs after the key when the message takes
 * some (`refusalKey('account_error_password_short', { count: 8 })`). The key travels in the error, never a
 * language; the edge that answers the person (server/http/errors.ts, app/lib/form-result.server.ts) writes it in
 * their language with `refusalIn` (refusal-words.server.ts). Typed, so a key missing from the catalogue, or an input
 * it does not take, fails to compile; the schema module loads no message.
 */
export function refusalKey<Key extends keyof Catalogue>(key: Key, ...inputs: RefusalInputsOf<Key>): string {
  return inputs.length ? `${key} ${JSON.stringify(inputs[0])}` : key;
}
