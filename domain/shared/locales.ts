import { parse, serialize } from 'cookie';

/**
 * The languages Pamoja speaks (decision 025). project.inlang/settings.json, which compiles the catalogue, names the
 * same ones (a test checks): this list is what the server, the switcher and the page keys read.
 */
export const LOCALES = ['en', 'fr', 'pt', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language in its own words, as the switcher offers it: the same in every locale, so not a message. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  sw: 'Kiswahili',
};

/** The visitor's own choice of language, made with the switcher; it outranks what the browser asks for. */
export const LOCALE_COOKIE = 'pamoja_lang';
const LOCALE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** A web Request's headers, or an adapter over Express's `req.get`. */
interface RequestHeaders {
  get(name: string): string | null | undefined;
}

/**
 * A compiled message (paraglide/messages, from messages/{locale}.json): called with its inputs and the reader's
 * locale, never the runtime's guess (decision 025).
 */
export type Message<Inputs> = (inputs: Inputs, options: { locale: Locale }) => string;
/** A message's inputs, which may be left out when it has none. */
export type InputsOf<Inputs> = object extends Inputs ? [inputs?: Inputs] : [inputs: Inputs];

/**
 * A message in `locale`; names, amounts and dates go in as inputs, never concatenated around it. Pages call it
 * through app/lib/i18n.ts; e-mails and other server texts call it here.
 */
export function messageIn<Inputs>(locale: Locale, message: Message<Inputs>, ...[inputs]: InputsOf<Inputs>) {
  return message(inputs ?? ({} as Inputs), { locale });
}

/** `say(m.key, inputs)` for a text written wholly in one reader's language (an e-mail). */
export function messagesIn(locale: Locale) {
  return <Inputs>(message: Message<Inputs>, ...inputs: InputsOf<Inputs>) =>
    messageIn(locale, message, ...inputs);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a tag such as `fr-CI`, `pt-BR` or `sw` asks for, if Pamoja speaks it. */
function localeOfTag(tag: string): Locale | null {
  const language = tag.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : null;
}

/** An Accept-Language header's language tags, most wanted first by the browser's weights (q), none refused (q=0). */
export function rankedLanguageTags(acceptLanguage: string | null | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The first language of an Accept-Language header that Pamoja speaks, by the browser's weights (q); else null. */
export function acceptedLocaleOf(acceptLanguage: string | null | undefined): Locale | null {
  for (const tag of rankedLanguageTags(acceptLanguage)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** The language a visitor reads: the one they chose (cookie), else the first their browser asks for, else English. */
export function visitorLanguageOf(headers: RequestHeaders): Locale {
  const chosen = parse(headers.get('cookie') ?? '')[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return acceptedLocaleOf(headers.get('accept-language')) ?? BASE_LOCALE;
}

/** Keeps a visitor's choice for 400 days (the longest browsers allow). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return serialize(LOCALE_COOKIE, locale, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** A stored language (an account's, a gift's, a campaign's) read back: one Pamoja no longer speaks reads English. */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : BASE_LOCALE;
}
