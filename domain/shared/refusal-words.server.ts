import { m } from '../../paraglide/messages';
import type { RefusalInputs } from './errors';
import type { Locale } from './locales';

/** A catalogue key, alone (refusalKey) or followed by its inputs as a JSON object (refusalWith). */
const REFUSAL = /^([a-z][a-z0-9_]*)(\{.*\})?$/s;

type Inputs = Record<string, unknown>;

function inputsOf(json: string | undefined): Inputs | null {
  if (json === undefined) return {};
  try {
    const inputs: unknown = JSON.parse(json);
    return inputs !== null && typeof inputs === 'object' && !Array.isArray(inputs)
      ? (inputs as Inputs)
      : null;
  } catch {
    return null;
  }
}

/**
 * A refusal's text in the reader's language: a catalogue key (refusalKey, refusalWith in refusal-words.ts) becomes
 * its message in `locale`, with the inputs it carries and those `given` beside it (a domain error's), numbers written
 * in that locale and refusals in that language; any other text (a refusal still written in English) is answered as
 * it is.
 */
export function refusalIn(locale: Locale, text: string, given: RefusalInputs = {}): string {
  const match = REFUSAL.exec(text);
  const message = match ? (m as Record<string, unknown>)[match[1]] : undefined;
  const inputs = match && inputsOf(match[2]);
  if (typeof message !== 'function' || !inputs) return text;
  const written = Object.fromEntries(
    Object.entries({ ...inputs, ...given }).map(([name, value]) => [
      name,
      typeof value === 'number'
        ? value.toLocaleString(locale)
        : typeof value === 'string'
          ? refusalIn(locale, value)
          : value,
    ]),
  );
  return (message as (inputs: object, options: { locale: Locale }) => string)(written, { locale });
}

/** Each field's refusal, in the reader's language. */
export function fieldRefusalsIn(locale: Locale, fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, text]) => [field, refusalIn(locale, text)]),
  );
}
