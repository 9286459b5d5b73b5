import { HeartHandshake, Plus } from 'lucide-react';
import { Link, redirect } from 'react-router';
import {
  campaignEditPathOf,
  campaignPathOf,
  progressBarPercent,
} from '../../domain/campaigns/campaign-rules';
import { type CampaignStatus, familyStatusLabel } from '../../domain/campaigns/campaign-status';
import { listOrganizerCampaigns } from '../../domain/campaigns/list-organizer-campaigns.server';
import { formatMoney } from '../../domain/shared/currencies';
import { messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { pageMeta } from '../components/placeholder-page';
import { TestMoneyNote } from '../components/ui/test-money-note';
import type { Route } from './+types/dashboard';

export const meta = () => [
  ...pageMeta('My Campaigns', 'The memorial campaigns you organize.'),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const campaigns = await listOrganizerCampaigns(context.db, context.user.id);
  return {
    firstName: context.user.firstName,
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      path: campaignPathOf(campaign),
      editPath: campaignEditPathOf(campaign),
      deceasedName: campaign.deceasedName,
      isActive: campaign.isActive,
      createdOn: campaign.createdAt.toISOString().slice(0, 10),
      raised: formatMoney(campaign.totalRaised, campaign.campaignCurrency),
      testMoney:
        campaign.testMoneyRaised > 0
          ? messageIn(context.locale, m.gift_test_money, {
              amount: formatMoney(campaign.testMoneyRaised, campaign.campaignCurrency),
            })
          : null,
      goal: campaign.goal === null ? null : formatMoney(campaign.goal, campaign.campaignCurrency),
      progressPercent: progressBarPercent(campaign.totalRaised, campaign.goal),
      contributionCount: campaign.contributionCount,
      status: campaign.status,
      statusLabel: familyStatusLabel(campaign.status, campaign.payoutStatus),
      walletGiftsAwaitingConfirmation: campaign.walletGiftsAwaitingConfirmation,
      payout: payoutStatusText(campaign.payoutStatus),
    })),
  };
}

function payoutStatusText(payoutStatus: string | null): string {
  if (payoutStatus === 'completed') return 'Payout completed';
  if (payoutStatus === 'requested') return 'Payout requested, being processed';
  return 'No payout requested yet';
}

/** The derived status (domain/campaigns/campaign-status.ts) in colors that keep their contrast on white. */
const STATUS_CLASS: Record<CampaignStatus, string> = {
  Active: 'bg-brand-50 text-brand-800 border-brand-200',
  'Pending Payout': 'bg-amber-50 text-amber-900 border-amber-200',
  Overdue: 'bg-red-50 text-red-800 border-red-200',
  'Payout Complete': 'bg-stone-100 text-stone-800 border-stone-300',
};

const dateFormat = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { firstName, campaigns } = loaderData;
  return (
    <section className="page-container py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-stone-900">My Campaigns</h1>
          {firstName && <p className="mt-1 text-stone-700">Welcome, {firstName}.</p>}
          <Link
            to="/dashboard/account"
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
          >
            Your account: name, e-mail, phone, password
          </Link>
        </div>
        {campaigns.length > 0 && (
          <Link to="/create-campaign" className="button-primary">
            <Plus aria-hidden="true" className="size-5" />
            Create Campaign
          </Link>
        )}
      </div>

      {campaigns.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <HeartHandshake aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <h2 className="mt-4 font-serif text-2xl font-bold">You have no campaigns yet</h2>
          <p className="mx-auto mt-2 max-w-md text-stone-700">
            Create a memorial page in less than 3 minutes, and let family and friends anywhere share memories
            and give to the person you trust.
          </p>
          <Link to="/create-campaign" className="button-primary mt-6">
            Create Memorial Campaign
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="font-serif text-xl font-bold">
                  <Link to={campaign.path} className="hover:underline">
                    In memory of {campaign.deceasedName}
                  </Link>
                </h2>
                <span
                  className={`shrink-0 rounded-full border px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASS[campaign.status]}`}
                >
                  <span className="sr-only">Status: </span>
                  {campaign.statusLabel}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-600">
                Created {dateFormat.format(new Date(campaign.createdOn))}
                {!campaign.isActive && ' · Ended'}
              </p>
              <p className="mt-4 text-stone-800">
                <span className="text-lg font-semibold">{campaign.raised}</span> raised
                {campaign.goal && ` of ${campaign.goal}`} ·{' '}
                {campaign.contributionCount === 1
                  ? '1 contribution'
                  : `${campaign.contributionCount} contributions`}
              </p>
              {campaign.testMoney && <TestMoneyNote text={campaign.testMoney} />}
              <dl className="mt-3 grid gap-1 text-sm text-stone-700">
                <div className="flex gap-1">
                  <dt>Mobile wallet gifts awaiting confirmation:</dt>
                  <dd className="font-semibold text-stone-900">{campaign.walletGiftsAwaitingConfirmation}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Payout:</dt>
                  <dd className="font-semibold text-stone-900">{campaign.payout}</dd>
                </div>
              </dl>
              {campaign.progressPercent !== null && (
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
                  role="progressbar"
                  aria-label={`Progress towards the goal for ${campaign.deceasedName}`}
                  aria-valuenow={campaign.progressPercent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full bg-brand-600" style={{ width: `${campaign.progressPercent}%` }} />
                </div>
              )}
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to={campaign.path} className="button-secondary min-h-10 px-4 py-1.5 text-sm">
                  View<span className="sr-only"> the campaign for {campaign.deceasedName}</span>
                </Link>
                <Link to={campaign.editPath} className="button-secondary min-h-10 px-4 py-1.5 text-sm">
                  Edit<span className="sr-only"> the campaign for {campaign.deceasedName}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
