import { m } from '../../paraglide/messages';
import { formatMoney } from './currency-conversion';
import type { RefusalInputs } from './errors';
import type { Locale } from './locales';
import type { RefusalInput } from './refusal-words';

/** A key, and the JSON of its inputs after a space when it has some (refusalKey in refusal-words.ts). */
const REFUSAL = /^([a-z][a-z0-9_]*)(?: (\{.*\}))?$/s;

function inputsIn(locale: Locale, json: string | undefined): Record<string, string | number> {
  if (!json) return {};
  const inputs = JSON.parse(json) as Record<string, RefusalInput>;
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatMoney(value.amount, value.currency, locale, { whole: true }) : value,
    ]),
  );
}

/**
 * A refusal's text in the reader's language: a catalogue key (refusalKey in refusal-words.ts), with its inputs (those
 * written after the key, and a domain error's own `inputs`), becomes its message in `locale`; any other text (a
 * refusal still written in English) is answered as it is.
 */
export function refusalIn(locale: Locale, text: string, inputs: RefusalInputs = {}): string {
  const [, key = '', json] = REFUSAL.exec(text) ?? [];
  const message = (m as Record<string, unknown>)[key];
  return typeof message === 'function'
    ? (message as (inputs: object, options: { locale: Locale }) => string)(
        { ...inputs, ...inputsIn(locale, json) },
        { locale },
      )
    : text;
}

/** Each field's refusal, in the reader's language. */
export function fieldRefusalsIn(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, text]) => [field, refusalIn(locale, text)]),
  );
}
