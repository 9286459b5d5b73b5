import { m } from '../../paraglide/messages';
import type { RefusalInputs } from './errors';
import type { Locale } from './locales';

const KEY = /^[a-z][a-z0-9_]*$/;

/**
 * A refusal's text in the reader's language: a catalogue key (refusalKey in refusal-words.ts) becomes its message
 * in `locale`; any other text (a refusal still written in English) is answered as it is.
 */
export function refusalIn(locale: Locale, text: string, inputs: RefusalInputs = {}): string {
  if (!KEY.test(text)) return text;
  const message = (m as Record<string, unknown>)[text];
  return typeof message === 'function'
    ? (message as (inputs: object, options: { locale: Locale }) => string)(inputs, { locale })
    : text;
}

/** Each field's refusal, in the reader's language. */
export function fieldRefusalsIn(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, text]) => [field, refusalIn(locale, text)]),
  );
}
