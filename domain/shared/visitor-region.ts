import { parse } from 'cookie';
import { rankedLanguageTags, visitorLanguageOf } from './locales';
import { visitorCurrencyFor } from './visitor-currency';

/** A web Request's headers, or an adapter over Express's `req.get`. */
interface RequestHeaders {
  get(name: string): string | null | undefined;
}

/** The visitor's display currency from the cookies VISITOR_REGION_SCRIPT sets; null before it has run. */
export function visitorCurrencyOf(headers: RequestHeaders): string | null {
  const cookies = parse(headers.get('cookie') ?? '');
  return visitorCurrencyFor({ preferredCurrency: cookies.preferredCurrency, timeZone: cookies.tz });
}

/**
 * The visitor's most wanted Accept-Language (by the same weights that choose the page's language) that Intl can format
 * numbers in, else English.
 */
export function visitorLocaleOf(headers: RequestHeaders): string {
  for (const tag of rankedLanguageTags(headers.get('accept-language')).slice(0, 5)) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // not a valid language tag
    }
  }
  return 'en';
}

/**
 * Everything about an anonymous visitor that a page's HTML may depend on (the language they read, decision 025;
 * how numbers and dates are written; the display currency): anonymous visitors with the same key
 * share one rendering (server/http/shared-pages.ts). A loader that starts reading anything else from the request
 * must add it here.
 */
export function visitorRegionKey(headers: RequestHeaders): string {
  return `${visitorLanguageOf(headers)}|${visitorLocaleOf(headers)}|${visitorCurrencyOf(headers) ?? ''}`;
}
