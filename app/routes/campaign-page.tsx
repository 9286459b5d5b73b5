import { lazy, Suspense, useEffect } from 'react';
import { data, Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { campaignLookupOf } from '../../domain/campaigns/campaign-lookup';
import { payoutMethodLabel } from '../../domain/campaigns/campaign-options';
import { campaignPageTag } from '../../domain/campaigns/campaign-page-tag';
import {
  campaignEditPathOf,
  hasEnded,
  isVisibleCampaign,
  lifeYears,
  progressBarPercent,
} from '../../domain/campaigns/campaign-rules';
import { canManageCampaign } from '../../domain/campaigns/permissions';
import { toPublicCampaign } from '../../domain/campaigns/public-campaign';
import { viewCounterFor } from '../../domain/campaigns/record-campaign-view.server';
import { shareImagePathOf } from '../../domain/campaigns/share-image.server';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../domain/campaigns/share-image-layout';
import { shareMessageOf } from '../../domain/campaigns/share-text';
import { convertCurrency, formatMoney } from '../../domain/shared/currency-conversion';
import { countryFlag, countryName } from '../../domain/shared/regions';
import { relationshipToDeceasedLabel } from '../../domain/shared/relationships';
import { parseRowId } from '../../domain/shared/row-id';
import { cutAtWord } from '../../domain/shared/text';
import { visitorCurrencyOf, visitorLocaleOf } from '../../domain/shared/visitor-region';
import { CampaignPhoto } from '../components/campaign/campaign-photo';
import { CampaignProgress } from '../components/campaign/campaign-progress';
import { ContributeButton } from '../components/campaign/contribute-button';
import { ManageCard } from '../components/campaign/manage-card';
import { PromoCard } from '../components/campaign/promo-card';
import { RecipientBox } from '../components/campaign/recipient-box';
import { ShareCard } from '../components/campaign/share-card';
import { TributesList } from '../components/campaign/tributes-list';
import { NotFoundPage } from '../components/not-found-page';
import { fullDateText, passingText, showTribute } from '../lib/campaign-display';
import { redirectFromFormerAddress } from '../lib/former-campaign-address.server';
import { rememberLastCampaign } from '../lib/last-campaign';
import { hasVisitorRegionCookie } from '../lib/visitor-region';
import type { Route } from './+types/campaign-page';

// Only organizers and admins need it: fetched on their visits, never shipped to contributors.
const OrganizerContributionsPanel = lazy(
  () => import('../components/contribution/organizer-contributions-panel'),
);

/** About two lines of a WhatsApp preview; longer descriptions are cut by the apps mid-word. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // /campaign/id/{id}, /campaign/{customUrl} and /{customUrl}.
  const id = params.id === undefined ? undefined : parseRowId(params.id);
  const lookup = id === undefined ? campaignLookupOf(params.customUrl) : id && { id };
  // Signed-in people (the organizer after an edit) read fresh; visitors share a read for a moment.
  const found = lookup
    ? await context.services.readCampaignPage(lookup, { fresh: context.user !== null })
    : null;
  if (!found) await redirectFromFormerAddress(context.db, request, params.customUrl);
  if (!found || !isVisibleCampaign(found.campaign)) throw data({ campaignMissing: true }, { status: 404 });
  const { campaign, stats, tributes: tributesPage } = found;

  context.sharePage({
    tag: campaignPageTag(campaign.id),
    // Every view counts, also of a shared rendering (the recorder leaves out link previews and crawlers).
    onServe: viewCounterFor(context.services.recordCampaignView, campaign.id),
  });

  const { recipientPhone: _private, ...publicCampaign } = toPublicCampaign(campaign);
  // Labels are made here so the page's script does not carry the option tables.
  const labels = {
    organizerRelationship: relationshipToDeceasedLabel(campaign.organizerRelationship),
    recipientRelationship: relationshipToDeceasedLabel(campaign.recipientRelationship),
    recipientPayoutMethod: payoutMethodLabel(campaign.recipientPayoutMethod),
    recipientCountry: campaign.recipientCountry ? countryName(campaign.recipientCountry) : null,
    recipientCountryFlag: campaign.recipientCountry ? countryFlag(campaign.recipientCountry) : null,
  };
  const { baseUrl } = context.config;
  const title = `In loving memory of ${campaign.deceasedName}`;
  // What a shared link previews with (Open Graph): WhatsApp shows about two lines of the description.
  const preview = {
    title,
    description: cutAtWord(
      campaign.tribute || `${title}. ${shareMessageOf(campaign.deceasedName)}`,
      PREVIEW_DESCRIPTION_LENGTH,
    ),
    imageUrl: `${baseUrl}${shareImagePathOf(campaign)}`,
  };
  // Amounts are formatted here, in the visitor's language, so the browser needs no money tables.
  const locale = visitorLocaleOf(request.headers);
  const currency = campaign.campaignCurrency;
  const goal = campaign.goal === null ? null : Number(campaign.goal);
  const visitorCurrency = visitorCurrencyOf(request.headers);
  const inVisitorCurrency = (amount: number) =>
    formatMoney(convertCurrency(amount, currency, visitorCurrency!), visitorCurrency!, locale, {
      approximate: true,
    });
  const money = {
    raised: formatMoney(stats.totalRaised, currency, locale),
    goal: goal === null ? null : formatMoney(goal, currency, locale),
    percent: progressBarPercent(stats.totalRaised, goal),
    visitorCurrencyKnown: visitorCurrency !== null,
    inVisitorCurrency:
      visitorCurrency && visitorCurrency !== currency
        ? {
            raised: inVisitorCurrency(stats.totalRaised),
            goal: goal === null ? null : inVisitorCurrency(goal),
          }
        : null,
  };
  const display = {
    lifeYears: lifeYears(campaign.deceasedYearOfBirth, campaign.deceasedDateOfPassing),
    passedAway: passingText(campaign.deceasedDateOfPassing, locale),
    openUntil: fullDateText(campaign.endDate, locale),
  };
  return {
    money,
    display,
    locale,
    campaign: publicCampaign,
    labels,
    stats,
    tributes: {
      nextCursor: tributesPage.nextCursor,
      tributes: tributesPage.tributes.map((tribute) => showTribute(tribute, locale)),
    },
    isOrganizer: context.user?.id === campaign.organizerId,
    viewerCanManage: canManageCampaign(context.user, campaign),
    acceptsContributions: !hasEnded(campaign),
    shareUrl: `${baseUrl}/campaign/${campaign.customUrl}`,
    preview,
    requestUrl: new URL(request.url).pathname,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  // On a missing campaign the error boundary sets its own title.
  if (!loaderData) return [];
  const { campaign, shareUrl, preview } = loaderData;
  return [
    { title: `${preview.title} | Pamoja` },
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
    { property: 'og:image:alt', content: `In loving memory of ${campaign.deceasedName}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.imageUrl },
  ];
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const {
    campaign,
    stats,
    money,
    display,
    locale,
    tributes,
    isOrganizer,
    viewerCanManage,
    shareUrl,
    labels,
  } = loaderData;
  const revalidator = useRevalidator();
  const ended = !loaderData.acceptsContributions;

  useEffect(() => {
    rememberLastCampaign(campaign);
  }, [campaign]);

  // A first visit arrives before the browser has said where it is; ask again now that it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per campaign shown
  useEffect(() => {
    if (!money.visitorCurrencyKnown && hasVisitorRegionCookie()) void revalidator.revalidate();
  }, [campaign.id]);

  return (
    <article className="pb-6">
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
        <header className="text-center">
          <CampaignPhoto src={campaign.deceasedPhoto} name={campaign.deceasedName} />
          <p className="mt-4 text-sm uppercase tracking-widest text-stone-600">In loving memory of</p>
          <h1 className="mt-1 font-serif text-4xl font-bold text-stone-900">{campaign.deceasedName}</h1>
          {display.lifeYears && (
            <p className="mt-2 text-lg text-stone-700" data-testid="life-years">
              {display.lifeYears}
            </p>
          )}
          <p className="mt-1 text-stone-600">
            {[campaign.deceasedLocation, display.passedAway && `Passed away ${display.passedAway}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>

        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="space-y-8">
            <section
              aria-label="Fundraising progress"
              className="rounded-xl border border-stone-200 bg-white p-5"
            >
              <CampaignProgress money={money} contributorCount={stats.contributorCount} />
              {display.openUntil && !ended && (
                <p className="mt-3 text-sm text-stone-600">
                  Open for contributions until {display.openUntil}
                </p>
              )}
              <div className="mt-5">
                {ended ? (
                  <p className="rounded-lg bg-stone-100 p-3 text-center font-semibold text-stone-700">
                    This campaign has ended and no longer accepts contributions.
                  </p>
                ) : (
                  <ContributeButton
                    campaign={{
                      id: campaign.id,
                      customUrl: campaign.customUrl,
                      deceasedName: campaign.deceasedName,
                      campaignCurrency: campaign.campaignCurrency,
                      isActive: true,
                    }}
                  />
                )}
              </div>
            </section>

            {campaign.tribute && (
              <section aria-labelledby="tribute-heading">
                <h2 id="tribute-heading" className="font-serif text-2xl font-bold">
                  Tribute
                </h2>
                <p
                  className="mt-3 whitespace-pre-line text-lg leading-relaxed text-stone-800"
                  data-testid="tribute"
                >
                  {campaign.tribute}
                </p>
                <p className="mt-3 text-sm text-stone-600">
                  Shared by {campaign.organizerName}
                  {labels.organizerRelationship && ` (${labels.organizerRelationship.toLowerCase()})`}
                </p>
              </section>
            )}

            <RecipientBox
              deceasedName={campaign.deceasedName}
              recipientName={campaign.recipientName}
              recipientRelationship={labels.recipientRelationship}
              recipientCountryFlag={labels.recipientCountryFlag}
              recipientCountryName={labels.recipientCountry}
              recipientPayoutMethod={labels.recipientPayoutMethod}
              organizerName={campaign.organizerName}
            />

            <TributesList
              key={campaign.id}
              campaignId={campaign.id}
              initial={tributes}
              locale={locale}
              namesHidden={!campaign.consentDisplayNames}
            />
          </div>

          <aside className="space-y-6">
            <ShareCard
              url={shareUrl}
              deceasedName={campaign.deceasedName}
              allowSharing={campaign.allowSharing}
            />
            {isOrganizer ? <ManageCard editPath={campaignEditPathOf(campaign)} /> : <PromoCard />}
            {viewerCanManage && (
              <Suspense fallback={null}>
                <OrganizerContributionsPanel campaignId={campaign.id} />
              </Suspense>
            )}
          </aside>
        </div>
      </div>
    </article>
  );
}

/** /campaign/… names a campaign; a bare unknown segment is just an unknown page (docs/decisions/002). */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!pathname.startsWith('/campaign/')) return <NotFoundPage />;
  return (
    <section className="page-container py-20 text-center">
      <title>Campaign Not Found | Pamoja</title>
      <h1 className="font-serif text-3xl font-bold">Campaign Not Found</h1>
      <p className="mt-4 text-stone-700">The campaign you're looking for doesn't exist or has been removed</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="button-primary"
          onClick={(event) => {
            // Back to wherever the visitor came from, when there is such a place.
            if (window.history.length > 1) {
              event.preventDefault();
              navigate(-1);
            }
          }}
        >
          Go Back
        </Link>
        <Link to="/" className="button-secondary">
          Go to Homepage
        </Link>
        <Link to="/help" className="button-secondary">
          Visit Help Center
        </Link>
      </div>
    </section>
  );
}
