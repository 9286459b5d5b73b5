import { parse } from 'cookie';
import { visitorCurrencyFor } from '../../domain/shared/visitor-currency';

/** The visitor's display currency from the cookies VISITOR_REGION_SCRIPT sets; null before it has run. */
export function visitorCurrencyOf(request: Request): string | null {
  const cookies = parse(request.headers.get('cookie') ?? '');
  return visitorCurrencyFor({ preferredCurrency: cookies.preferredCurrency, timeZone: cookies.tz });
}

/** The visitor's first Accept-Language that Intl can format numbers in, else English. */
export function visitorLocaleOf(request: Request): string {
  const tags = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim())
    .filter((tag): tag is string => Boolean(tag) && tag !== '*')
    .slice(0, 5);
  for (const tag of tags) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // not a valid language tag
    }
  }
  return 'en';
}
