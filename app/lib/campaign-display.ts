import type { Tribute, TributesPage } from '../../domain/campaigns/list-campaign-tributes.server';
import { formatMoney } from '../../domain/shared/currency-conversion';

/**
 * Text the campaign page shows, made by its loader on the server (and, for tributes loaded with "Show more",
 * by a chunk fetched only then), so the page's own script carries no formatting code.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and cheap to use: one per language and style, kept. */
function dateFormat(locale: string, style: 'month' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(style === 'day' && { day: 'numeric' }),
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    if (dateFormats.size >= 200) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}
const monthYear = (locale: string) => dateFormat(locale, 'month');
const fullDate = (locale: string) => dateFormat(locale, 'day');

function dateOf(isoDate: string): Date | null {
  const date = new Date(`${isoDate.length === 7 ? `${isoDate}-01` : isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "October 2025" when only the month was given, else the full date, in the visitor's language. */
export function passingText(dateOfPassing: string | null, locale: string): string | null {
  const date = dateOfPassing ? dateOf(dateOfPassing) : null;
  return date && dateOfPassing
    ? (dateOfPassing.length === 7 ? monthYear : fullDate)(locale).format(date)
    : null;
}

export function fullDateText(isoDate: string | null, locale: string): string | null {
  const date = isoDate ? dateOf(isoDate) : null;
  return date ? fullDate(locale).format(date) : null;
}

/** A moment's day, e.g. "14 March 2026", in the visitor's language. */
export function dayText(moment: Date, locale: string): string {
  return fullDate(locale).format(moment);
}

export type ShownTribute = Tribute & { amountText: string | null; dateText: string };

export function showTribute(tribute: Tribute, locale: string): ShownTribute {
  return {
    ...tribute,
    amountText:
      tribute.kind === 'gift' && tribute.amount !== null
        ? formatMoney(tribute.amount, tribute.currency, locale)
        : null,
    dateText: dayText(new Date(tribute.createdAt), locale),
  };
}

/** A page of tributes as the campaign page shows them. */
export function shownTributes(page: TributesPage, locale: string) {
  return {
    nextCursor: page.nextCursor,
    tributes: page.tributes.map((tribute) => showTribute(tribute, locale)),
  };
}
