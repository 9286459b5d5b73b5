import { messageNamed } from './catalogue';
import { formatMoney } from './currency-conversion';
import type { RefusalInputs } from './errors';
import type { Locale } from './locales';
import type { RefusalInput } from './refusal-words';

/** A key, and the JSON of its inputs after a space when it has some (refusalKey in refusal-words.ts). */
const REFUSAL = /^([a-z][a-z0-9_]*)(?: (\{.*\}))?$/s;

/**
 * The inputs written after the key, as the reader reads them: an amount the reader's way (`formatMoney`), a number
 * in their locale (2 000), a text that is itself a refusal (a formula's sign) in their language. Null when the
 * JSON is not an object: then the text only looked like a refusal.
 */
function inputsIn(locale: Locale, json: string | undefined): Record<string, string | number> | null {
  if (!json) return {};
  let inputs: unknown;
  try {
    inputs = JSON.parse(json);
  } catch {
    return null;
  }
  if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs)) return null;
  return Object.fromEntries(
    Object.entries(inputs as Record<string, RefusalInput>).map(([name, value]) => [
      name,
      inputIn(locale, value),
    ]),
  );
}

function inputIn(locale: Locale, value: RefusalInput): string {
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (typeof value === 'string') return refusalIn(locale, value);
  if ('list' in value) {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      value.list.map((text) => refusalIn(locale, text)),
    );
  }
  return formatMoney(value.amount, value.currency, locale, { whole: true });
}

/**
 * A refusal's text in the reader's language: a catalogue key (refusalKey in refusal-words.ts), with its inputs (those
 * written after the key, and a domain error's own `inputs`), becomes its message in `locale`; any other text (a
 * refusal still written in English) is answered as it is.
 */
export function refusalIn(locale: Locale, text: string, inputs: RefusalInputs = {}): string {
  const [, key = '', json] = REFUSAL.exec(text) ?? [];
  const message = messageNamed(key);
  const written = inputsIn(locale, json);
  return message && written ? message({ ...inputs, ...written }, { locale }) : text;
}

/** Each field's refusal, in the reader's language. */
export function fieldRefusalsIn(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, text]) => [field, refusalIn(locale, text)]),
  );
}
