import { lazy, useEffect } from 'react';
import { data, isRouteErrorResponse, redirect, useLocation, useRouteError } from 'react-router';
import { campaignLookupOf } from '../../domain/campaigns/campaign-lookup';
import { campaignPageTag } from '../../domain/campaigns/campaign-page-tag';
import { closedReasonOf, lifeYears } from '../../domain/campaigns/campaign-rules';
import { hasOtherCampaigns } from '../../domain/campaigns/has-other-campaigns.server';
import { listCampaignTributes, tributesIn } from '../../domain/campaigns/list-campaign-tributes.server';
import { campaignRoleOf, canSeeCampaign } from '../../domain/campaigns/permissions';
import { toPublicCampaign } from '../../domain/campaigns/public-campaign';
import { viewCounterFor } from '../../domain/campaigns/record-campaign-view.server';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../domain/campaigns/share-image-layout';
import { listUpdatesOfCampaign, PAGE_UPDATES } from '../../domain/gathering/campaign-updates.server';
import { getFamilyBar } from '../../domain/gathering/get-family-bar.server';
import { payoutReachedSentence } from '../../domain/payouts/payout-reached';
import { parseRowId } from '../../domain/shared/row-id';
import { visitorLocaleOf } from '../../domain/shared/visitor-region';
import { CampaignNotFound } from '../components/campaign/campaign-not-found';
import { CampaignProgress } from '../components/campaign/campaign-progress';
import { CampaignSidebar } from '../components/campaign/campaign-sidebar';
import { ContributeButton } from '../components/campaign/contribute-button';
import { givenInPersonOf } from '../components/campaign/given-in-person.server';
import { MemorialHeader } from '../components/campaign/memorial-header';
import { OrganizerTribute } from '../components/campaign/organizer-tribute';
import { PayoutsReached } from '../components/campaign/payouts-reached';
import { RecipientBox } from '../components/campaign/recipient-box';
import { TributesList } from '../components/campaign/tributes-list';
import { gatheringOf } from '../components/gathering/gathering-sections.server';
import { showsAllUpdates } from '../components/gathering/updates-section.server';
import { LazyNotFoundPage } from '../components/lazy-not-found-page';
import { StaticHtml } from '../components/static-html';
import { fullDateText, passingText, shownTributes } from '../lib/campaign-display';
import { campaignLinkPreviewOf } from '../lib/campaign-link-preview.server';
import { campaignMoneyOf } from '../lib/campaign-money.server';
import {
  type CampaignNotFoundWords,
  campaignLabelsIn,
  campaignNotFoundWordsIn,
  campaignWordsIn,
} from '../lib/campaign-words.server';
import { redirectFromFormerAddress } from '../lib/former-campaign-address.server';
import { oncePerRead } from '../lib/once-per-read.server';
import { PageWords } from '../lib/page-words';
import { readerCampaignAttribute } from '../lib/reader-campaign';
import { startCampaignPage } from '../lib/reader-page';
import type { ReaderHandle } from '../root';
import type { Route } from './+types/campaign-page';

// A reader's page is server HTML with a few hundred bytes of plain script; the family's view keeps React (decision 036).
export const handle: ReaderHandle = { readerWithoutReact: true };

// Only an archived campaign's organizer, recipient and admins ever see it.
const ArchivedNotice = lazy(() => import('../components/campaign/archived-notice'));
// Only the family's own view has it: never in a giver's script.
const FamilyBar = lazy(() => import('../components/campaign/family-bar'));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // /campaign/id/{id}, /campaign/{customUrl} and /{customUrl}.
  const id = params.id === undefined ? undefined : parseRowId(params.id);
  const lookup = id === undefined ? campaignLookupOf(params.customUrl) : id && { id };
  // The public part is one shared read for everyone; the viewer's own part is read below.
  const found = lookup ? await context.services.readCampaignPage(lookup) : null;
  if (!found) await redirectFromFormerAddress(context.db, request, params.customUrl);
  // Archived: its organizer, recipient and admins see it with a notice; to anyone else it does not exist.
  if (!found || !canSeeCampaign(context.actor, found.campaign)) {
    throw data({ campaignMissing: true, words: campaignNotFoundWordsIn(context.locale) }, { status: 404 });
  }
  const { campaign, stats } = found;
  // "Show more" is a link (?before=…): without JavaScript it opens the next, older tributes as a page of their own.
  const url = new URL(request.url);
  // A card payment started here before the giving page took the wizard (decision 036) comes back to this page from
  // the bank: the giving page resumes it, here there may be no script to.
  if (url.searchParams.has('payment_intent')) throw redirect(`/give/${campaign.id}${url.search}`);
  const before = url.searchParams.get('before');
  const tributesPage = before
    ? await listCampaignTributes(context.db, campaign, { before, locale: context.locale })
    : tributesIn(context.locale, found.tributes);
  // "See all updates" is a link too (?updates=all): its pages are read here, the shared read holds the latest few.
  const updatesPage = showsAllUpdates(url)
    ? await listUpdatesOfCampaign(context.db, campaign.id, {
        limit: PAGE_UPDATES.all,
        before: parseRowId(url.searchParams.get('updatesBefore')),
      })
    : found.updates;

  context.sharePage({
    tag: campaignPageTag(campaign.id),
    // Every view counts, also of a shared rendering (the recorder leaves out link previews and crawlers).
    onServe: viewCounterFor(context.services.recordCampaignView, campaign.id),
  });

  const { recipientPhone: _private, ...publicCampaign } = toPublicCampaign(campaign);
  const labels = campaignLabelsIn(context.locale, campaign);
  const viewerRole = campaignRoleOf(context.actor, campaign);
  // The manage card's Other Campaigns menu: for a signed-in manager who has somewhere else to go.
  const isFamily = viewerRole === 'organizer' || viewerRole === 'recipient';
  const [otherCampaigns, familyBar] = await Promise.all([
    context.user !== null && isFamily && hasOtherCampaigns(context.db, context.user.id, campaign.id),
    isFamily ? getFamilyBar(context.db, campaign.id) : null,
  ]);
  const { baseUrl } = context.config;
  const locale = visitorLocaleOf(request.headers);
  const preview = campaignLinkPreviewOf(campaign, baseUrl, found.events);
  const display = {
    lifeYears: lifeYears(campaign.deceasedYearOfBirth, campaign.deceasedDateOfPassing),
    passedAway: passingText(campaign.deceasedDateOfPassing, locale),
    openUntil: fullDateText(campaign.endDate, locale),
  };
  const money = campaignMoneyOf(campaign, stats, locale, request.headers);
  return {
    money,
    display,
    words: campaignWordsIn(context.locale, {
      campaign,
      contributorCount: stats.contributorCount,
      money,
      display,
      organizerRelationship: labels.organizerRelationship,
      shown: {
        closed: closedReasonOf(campaign),
        thanksSent: found.thanksSent,
        namesHidden: !campaign.consentDisplayNames,
        moreTributes: tributesPage.nextCursor !== null,
        allowSharing: campaign.allowSharing,
      },
    }),
    locale,
    campaign: publicCampaign,
    labels,
    stats,
    tributes: before
      ? shownTributes(tributesPage, locale)
      : oncePerRead(found, `tributes\n${locale}`, () => shownTributes(found.tributes, locale)),
    // This viewer's own: anonymous visitors, who share the page, have none.
    viewer: { role: viewerRole, otherCampaigns, familyBar },
    acceptsContributions: closedReasonOf(campaign) === null,
    shareUrl: `${baseUrl}/campaign/${campaign.customUrl}`,
    preview,
    requestUrl: url.pathname,
    gathering: gatheringOf(found, updatesPage, { locale, language: context.locale }, url, viewerRole),
    thanksSent: found.thanksSent,
    givenInPerson: await givenInPersonOf(context.db, found, url, { locale, language: context.locale }),
    // Made once per shared read: every visitor sees the same sentences.
    payoutsReached: oncePerRead(found, 'payoutsReached', () =>
      found.payoutsReached.map((payout) => payoutReachedSentence(payout, campaign.recipientName)),
    ),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  // On a missing campaign the error boundary sets its own title.
  if (!loaderData) return [];
  const { shareUrl, preview, words } = loaderData;
  return [
    { title: words.metaTitle },
    // The family's own words (or, without a tribute, the link preview's, in the campaign's language).
    { name: 'description', content: preview.description },
    { tagName: 'link', rel: 'canonical', href: shareUrl },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Pamoja' },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: preview.description },
    { property: 'og:url', content: shareUrl },
    { property: 'og:image', content: preview.imageUrl },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: preview.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.imageUrl },
  ];
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const {
    campaign,
    money,
    display,
    locale,
    tributes,
    viewer,
    shareUrl,
    preview,
    labels,
    gathering,
    thanksSent,
    payoutsReached,
    words,
  } = loaderData;
  const closed = !loaderData.acceptsContributions;

  // What the reader's own script does on a page sent without React (reader-page.ts), here when React renders it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the page just rendered, again when these change it
  useEffect(() => startCampaignPage(document), [campaign.id, locale, gathering.events]);

  return (
    <PageWords value={words}>
      <article className="pb-6" data-reader-campaign={readerCampaignAttribute({ ...campaign, locale })}>
        {campaign.headerImage && (
          <img
            src={campaign.headerImage}
            alt=""
            width={1600}
            height={500}
            className="h-40 w-full object-cover sm:h-64"
            data-testid="header-image"
          />
        )}
        <div className="page-container py-8">
          {campaign.isArchived && (
            <ArchivedNotice campaignId={campaign.id} viewerRole={viewer?.role ?? null} />
          )}
          {viewer?.familyBar && (viewer.role === 'organizer' || viewer.role === 'recipient') && (
            <FamilyBar
              campaignId={campaign.id}
              role={viewer.role}
              bar={viewer.familyBar}
              pagePath={loaderData.requestUrl}
            />
          )}
          <MemorialHeader campaign={campaign} display={display} />

          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="space-y-8">
              <section
                aria-label={words.progressLabel}
                className="rounded-xl border border-stone-200 bg-white p-5"
              >
                <CampaignProgress money={money} />
                <StaticHtml html={loaderData.givenInPerson.figure} />
                {words.openUntil && !closed && (
                  <p className="mt-3 text-sm text-stone-600">{words.openUntil}</p>
                )}
                {thanksSent && <p className="mt-3 text-sm text-stone-700">{words.thanksSent}</p>}
                <PayoutsReached sentences={payoutsReached} />
                <div className="mt-5">
                  {closed ? (
                    <p className="rounded-lg bg-stone-100 p-3 text-center font-semibold text-stone-700">
                      {words.closed}
                    </p>
                  ) : (
                    <ContributeButton campaignId={campaign.id} />
                  )}
                </div>
              </section>

              <StaticHtml html={gathering.events} />
              <OrganizerTribute campaign={campaign} />
              <StaticHtml html={gathering.updates} />
              <StaticHtml html={gathering.budget} />
              <RecipientBox labels={labels} />
              <StaticHtml html={gathering.guestbook} />
              <TributesList
                key={campaign.id}
                campaignId={campaign.id}
                initial={tributes}
                locale={locale}
                namesHidden={!campaign.consentDisplayNames}
              />
              <StaticHtml html={loaderData.givenInPerson.list} />
            </div>

            <CampaignSidebar
              campaign={campaign}
              shareUrl={shareUrl}
              shareMessage={preview.shareMessage}
              nearEvent={preview.nearEvent}
              viewer={viewer}
            />
          </div>
        </div>
      </article>
    </PageWords>
  );
}

/** /campaign/… names a campaign; a bare unknown segment is just an unknown page (docs/decisions/002). */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  const error = useRouteError();
  const words: CampaignNotFoundWords | undefined = isRouteErrorResponse(error)
    ? error.data?.words
    : undefined;
  return pathname.startsWith('/campaign/') && words ? (
    <CampaignNotFound words={words} />
  ) : (
    <LazyNotFoundPage />
  );
}
