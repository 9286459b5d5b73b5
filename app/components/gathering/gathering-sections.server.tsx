import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CampaignPageData } from '../../../domain/campaigns/get-campaign-page.server';
import type { CampaignRole } from '../../../domain/campaigns/permissions';
import type { Locale } from '../../../domain/shared/locales';
import { oncePerRead } from '../../lib/once-per-read.server';
import { budgetSection } from '../budget/budget-section.server';
import type { StaticMarkup } from '../static-html';
import { eventsSection } from './events-section.server';
import { guestbookSection } from './guestbook-section.server';
import { updatesSection } from './updates-section.server';

export interface GatheringSectionInput {
  page: CampaignPageData;
  /** The visitor's Accept-Language, for dates and times. */
  locale: string;
  /** The language the page is written in (decision 025). */
  language: Locale;
  /** The page's own address with its query (`?signed=1` and the like after a form), for notices and links. */
  url: URL;
  /** The organizer or a recipient session: they also get the way to the family's tools. */
  isFamily: boolean;
}

function htmlOf(node: ReactNode): StaticMarkup {
  return (node ? renderToStaticMarkup(node) : '') as StaticMarkup;
}

/**
 * The campaign page's gathering sections (issue 16), rendered here on the server to plain HTML with plain links and
 * forms (decision 017): they need no script to read or use, so they add none to the page's budget. Their forms post
 * to pages of their own (/rsvp/…, /sign-guestbook/…), which show a refused form again with what was typed.
 */
export function gatheringSectionsHtml(input: GatheringSectionInput) {
  return {
    events: htmlOf(eventsSection(input)),
    updates: htmlOf(updatesSection(input)),
    guestbook: htmlOf(guestbookSection(input)),
    budget: htmlOf(budgetSection(input)),
  };
}

/** The gathering sections' HTML: once per shared read for a plain address (a query may carry a form's notice). */
export function gatheringOf(
  found: CampaignPageData,
  updates: CampaignPageData['updates'],
  { locale, language }: { locale: string; language: Locale },
  url: URL,
  viewerRole: CampaignRole | null,
) {
  const isFamily = viewerRole === 'organizer' || viewerRole === 'recipient';
  const render = () =>
    gatheringSectionsHtml({ page: { ...found, updates }, locale, language, url, isFamily });
  if (url.search !== '' || updates !== found.updates) return render();
  return oncePerRead(found, `gathering\n${language}\n${locale}\n${url.pathname}\n${isFamily}`, render);
}
