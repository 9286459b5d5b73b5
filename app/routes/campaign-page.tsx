import { lazy, Suspense } from 'react';
import { data, Link, useLocation } from 'react-router';
import {
  type CampaignLookup,
  getCampaign,
  getCampaignStats,
  listRecentTributes,
} from '../../domain/campaigns/get-campaign-page';
import { canManageCampaign, hasEnded } from '../../domain/contributions/campaign-rules';
import { formatMoney } from '../../domain/shared/currencies';
import PaymentMethodChooser from '../components/contribution/payment-method-chooser';
import { NotFoundPage } from '../components/not-found-page';
import type { Route } from './+types/campaign-page';

// Only organizers need it: fetched on their visits, never shipped to contributors.
const OrganizerContributionsPanel = lazy(
  () => import('../components/contribution/organizer-contributions-panel'),
);

function campaignLookupOf(params: { id?: string; customUrl?: string }): CampaignLookup | null {
  if (params.id !== undefined) {
    const id = Number(params.id);
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  }
  return params.customUrl && /^[a-z0-9-]{1,80}$/i.test(params.customUrl)
    ? { customUrl: params.customUrl }
    : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = campaignLookupOf(params);
  const campaign = lookup ? await getCampaign(context.db, lookup) : null;
  if (!campaign || campaign.isArchived) throw data({ campaignMissing: true }, { status: 404 });
  const [stats, tributes] = await Promise.all([
    getCampaignStats(context.db, campaign.id, campaign.campaignCurrency),
    listRecentTributes(context.db, campaign.id),
  ]);
  return {
    campaign: {
      id: campaign.id,
      customUrl: campaign.customUrl,
      deceasedName: campaign.deceasedName,
      deceasedYearOfBirth: campaign.deceasedYearOfBirth,
      deceasedDateOfPassing: campaign.deceasedDateOfPassing,
      deceasedLocation: campaign.deceasedLocation,
      tribute: campaign.tribute,
      recipientName: campaign.recipientName,
      goal: campaign.goal === null ? null : Number(campaign.goal),
      campaignCurrency: campaign.campaignCurrency,
      isActive: !hasEnded(campaign),
    },
    stats,
    viewerCanManage: canManageCampaign(context.user, campaign),
    tributes: tributes.map((tribute) => ({
      id: tribute.id,
      name: tribute.isAnonymous ? 'Anonymous' : tribute.contributorName,
      relationship: tribute.contributorRelationship,
      amount: tribute.hideAmount ? null : formatMoney(Number(tribute.amount), tribute.currency),
      message: tribute.memory ?? tribute.tribute,
      date: tribute.createdAt.toISOString(),
    })),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  // On a missing campaign the error boundary sets its own title.
  if (!loaderData) return [];
  const { campaign } = loaderData;
  const description = (campaign.tribute ?? `In loving memory of ${campaign.deceasedName}`).slice(0, 200);
  return [
    { title: `In memory of ${campaign.deceasedName} | Pamoja` },
    { name: 'description', content: description },
    { property: 'og:title', content: `In memory of ${campaign.deceasedName}` },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary' },
  ];
}

function lifeYears(birthYear: number | null, dateOfPassing: string | null): string | null {
  const passingYear = dateOfPassing?.slice(0, 4);
  if (!birthYear && !passingYear) return null;
  return `${birthYear ?? ''} – ${passingYear ?? ''}`.trim();
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const { campaign, stats, tributes, viewerCanManage } = loaderData;
  const percent = campaign.goal ? Math.min(100, Math.round((stats.totalRaised / campaign.goal) * 100)) : null;
  const years = lifeYears(campaign.deceasedYearOfBirth, campaign.deceasedDateOfPassing);
  return (
    <article className="page-container py-10">
      <header className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-28 items-center justify-center rounded-full bg-brand-100 font-serif text-5xl font-bold text-brand-800"
        >
          {campaign.deceasedName.charAt(0)}
        </div>
        <p className="mt-4 text-sm uppercase tracking-widest text-stone-600">In loving memory of</p>
        <h1 className="mt-1 font-serif text-4xl font-bold">{campaign.deceasedName}</h1>
        {years && <p className="mt-2 text-stone-700">{years}</p>}
        {campaign.deceasedLocation && <p className="text-stone-600">{campaign.deceasedLocation}</p>}
      </header>

      <section
        aria-label="Fundraising progress"
        className="mx-auto mt-8 max-w-xl rounded-xl border border-stone-200 bg-white p-6"
      >
        <p className="text-2xl font-bold">{formatMoney(stats.totalRaised, campaign.campaignCurrency)}</p>
        <p className="text-stone-700">
          raised{campaign.goal ? ` of ${formatMoney(campaign.goal, campaign.campaignCurrency)} goal` : ''} ·{' '}
          {stats.contributorCount} {stats.contributorCount === 1 ? 'contribution' : 'contributions'}
        </p>
        {percent !== null && (
          <div
            className="mt-4 h-3 overflow-hidden rounded-full bg-stone-200"
            role="progressbar"
            aria-label="Progress toward the goal"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className="mt-4 text-sm text-stone-700">
          Funds go to <strong>{campaign.recipientName}</strong>, the trusted recipient the family nominated.
        </p>
        <div className="mt-5">
          <PaymentMethodChooser campaign={campaign} />
        </div>
      </section>

      {viewerCanManage && (
        <div className="mx-auto mt-8 max-w-xl">
          <Suspense fallback={null}>
            <OrganizerContributionsPanel campaignId={campaign.id} />
          </Suspense>
        </div>
      )}

      {campaign.tribute && (
        <section aria-labelledby="tribute-heading" className="mx-auto mt-8 max-w-2xl">
          <h2 id="tribute-heading" className="font-serif text-2xl font-bold">
            Tribute
          </h2>
          <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-stone-800">
            {campaign.tribute}
          </p>
        </section>
      )}

      <section aria-labelledby="tributes-heading" className="mx-auto mt-10 max-w-2xl">
        <h2 id="tributes-heading" className="font-serif text-2xl font-bold">
          Tributes and memories
        </h2>
        {tributes.length === 0 ? (
          <p className="mt-3 text-stone-700">No tributes yet. Be the first to share a memory.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {tributes.map((tribute) => (
              <li key={tribute.id} className="rounded-xl border border-stone-200 bg-white p-5">
                <p className="font-semibold">
                  {tribute.name}
                  {tribute.relationship && (
                    <span className="font-normal text-stone-600"> · {tribute.relationship}</span>
                  )}
                </p>
                {tribute.message && <p className="mt-2 text-stone-800">{tribute.message}</p>}
                <p className="mt-2 text-sm text-stone-600">
                  {tribute.amount ?? 'Private'} ·{' '}
                  <time dateTime={tribute.date}>{tribute.date.slice(0, 10)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="mt-10 text-center">
        <Link to="/create-campaign" className="button-secondary">
          Create a memorial for someone you love
        </Link>
      </p>
    </article>
  );
}

/** /campaign/… names a campaign; a bare unknown segment is just an unknown page. */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/campaign/')) return <NotFoundPage />;
  return (
    <section className="page-container py-20 text-center">
      <title>Campaign Not Found | Pamoja</title>
      <h1 className="font-serif text-3xl font-bold">Campaign Not Found</h1>
      <p className="mt-4 text-stone-700">The campaign you're looking for doesn't exist or has been removed</p>
      <Link to="/" className="button-primary mt-8">
        Go Back
      </Link>
    </section>
  );
}
