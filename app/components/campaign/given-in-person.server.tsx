import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '../../../db/client.server';
import {
  type CampaignPageData,
  IN_PERSON_PAGE_SIZE,
} from '../../../domain/campaigns/get-campaign-page.server';
import { parseContributionCursor } from '../../../domain/contributions/contribution-cursor.server';
import {
  type InPersonGiftsPage,
  listPublicInPersonGifts,
} from '../../../domain/in-person-gifts/list-in-person-gifts.server';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Locale } from '../../../domain/shared/locales';
import { toMajorUnits } from '../../../domain/shared/money';
import { m } from '../../../paraglide/messages';
import { dayText } from '../../lib/campaign-display';
import { messageIn } from '../../lib/i18n';
import { oncePerRead } from '../../lib/once-per-read.server';
import type { StaticMarkup } from '../static-html';

/** `?inPersonAfter=` (the last gift shown) opens the next page of the list, as a link that needs no script. */
export const IN_PERSON_AFTER = 'inPersonAfter';

/**
 * The campaign page's "given in person" HTML for this address: once per shared read and language for the first page
 * of the list, read and rendered apart for a later page (`?inPersonAfter=`).
 */
export async function givenInPersonOf(
  db: Database,
  page: CampaignPageData,
  url: URL,
  { locale, language }: { locale: string; language: Locale },
) {
  const after = parseContributionCursor(url.searchParams.get(IN_PERSON_AFTER) ?? undefined);
  if (!after) {
    return oncePerRead(page, `givenInPerson\n${language}\n${locale}`, () =>
      givenInPersonHtml({ page, gifts: page.givenInPerson.gifts, locale, language }),
    );
  }
  const gifts = await listPublicInPersonGifts(db, page.campaign.id, { after, limit: IN_PERSON_PAGE_SIZE });
  return givenInPersonHtml({ page, gifts, locale, language });
}

interface GivenInPersonInput {
  page: CampaignPageData;
  /** The page of the list to show: the shared read's first, or the one `?inPersonAfter=` asked for. */
  gifts: InPersonGiftsPage;
  /** The visitor's Accept-Language, for amounts and dates. */
  locale: string;
  /** The language the page is written in (decision 025). */
  language: Locale;
}

const htmlOf = (node: ReactNode) => (node ? renderToStaticMarkup(node) : '') as StaticMarkup;

/**
 * "Given in person" (issue 34 item 3) as static HTML (decisions 017, 027): the figure beside the online total and
 * the list under the tributes. Its own figure, in each currency given, never added to the online total: that money
 * reached the family by hand, and Pamoja never held it.
 */
function givenInPersonHtml({ page, gifts, locale, language }: GivenInPersonInput) {
  const { figure } = page.givenInPerson;
  const parts = figure.totals.map((total) =>
    formatMoney(toMajorUnits(total.amountMinor, total.currency), total.currency, locale),
  );
  if (figure.inKindGifts > 0)
    parts.push(messageIn(language, m.in_person_in_kind_count, { count: figure.inKindGifts }));
  if (parts.length === 0) return { figure: '' as StaticMarkup, list: '' as StaticMarkup };
  const amounts = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  const namesShown = page.campaign.consentDisplayNames;
  return {
    figure: htmlOf(
      <div className="mt-4 border-t border-stone-200 pt-3" data-testid="given-in-person-figure">
        <p className="font-semibold text-stone-900">{messageIn(language, m.in_person_figure, { amounts })}</p>
        <p className="text-sm text-stone-600">{messageIn(language, m.in_person_apart)}</p>
      </div>,
    ),
    list: htmlOf(
      <section
        id="given-in-person"
        aria-labelledby="given-in-person-heading"
        className="rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="given-in-person-heading" className="font-serif text-2xl font-bold">
          {messageIn(language, m.in_person_heading)}
        </h2>
        <p className="mt-2 text-stone-700">{messageIn(language, m.in_person_intro)}</p>
        <ul className="mt-3 divide-y divide-stone-200">
          {gifts.gifts.map((gift) => (
            <li key={gift.id} className="py-3">
              <p className="font-semibold break-words">
                {gift.giverName === null
                  ? messageIn(language, m.in_person_anonymous)
                  : namesShown
                    ? gift.giverName
                    : messageIn(language, m.in_person_hidden_name)}
              </p>
              <p className="text-sm text-stone-700 break-words">
                {gift.amountMinor !== null && gift.currency !== null
                  ? formatMoney(toMajorUnits(gift.amountMinor, gift.currency), gift.currency, locale)
                  : messageIn(language, m.in_person_in_kind, { description: gift.inKind ?? '' })}
                {' · '}
                {messageIn(language, m.in_person_marker)}
                {' · '}
                <time dateTime={gift.createdAt.toISOString()}>{dayText(gift.createdAt, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
        {gifts.nextCursor !== null && (
          <a
            href={`?${IN_PERSON_AFTER}=${encodeURIComponent(gifts.nextCursor)}#given-in-person`}
            className="button-secondary mt-3 w-full"
          >
            {messageIn(language, m.in_person_more)}
          </a>
        )}
      </section>,
    ),
  };
}
