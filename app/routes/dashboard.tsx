import { HeartHandshake, Plus } from 'lucide-react';
import { Link, redirect } from 'react-router';
import {
  campaignEditPathOf,
  campaignPathOf,
  progressBarPercent,
} from '../../domain/campaigns/campaign-rules';
import {
  type CampaignStatus,
  type FamilyStatus,
  familyStatusLabel,
} from '../../domain/campaigns/campaign-status';
import { listOrganizerCampaigns } from '../../domain/campaigns/list-organizer-campaigns.server';
import { formatMoney } from '../../domain/shared/currencies';
import type { Message } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { pageMeta } from '../components/placeholder-page';
import { TestMoneyNote } from '../components/ui/test-money-note';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(messageIn(locale, m.nav_my_campaigns), messageIn(locale, m.dashboard_meta_description)),
    { name: 'robots', content: 'noindex' },
  ];
};

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
      raised: formatMoney(campaign.totalRaised, campaign.campaignCurrency, context.locale),
      testMoney:
        campaign.testMoneyRaised > 0
          ? messageIn(context.locale, m.gift_test_money, {
              amount: formatMoney(campaign.testMoneyRaised, campaign.campaignCurrency, context.locale),
            })
          : null,
      goal:
        campaign.goal === null ? null : formatMoney(campaign.goal, campaign.campaignCurrency, context.locale),
      progressPercent: progressBarPercent(campaign.totalRaised, campaign.goal),
      contributionCount: campaign.contributionCount,
      status: campaign.status,
      familyStatus: familyStatusLabel(campaign.status, campaign.payoutStatus),
      walletGiftsAwaitingConfirmation: campaign.walletGiftsAwaitingConfirmation,
      payoutStatus: campaign.payoutStatus,
    })),
  };
}

const STATUS_WORDS: Record<FamilyStatus, Message<object>> = {
  Active: m.dashboard_status_active,
  'Ready for payout': m.dashboard_status_ready,
  'Pending Payout': m.dashboard_status_pending,
  Overdue: m.dashboard_status_overdue,
  'Payout Complete': m.dashboard_status_complete,
};

function payoutWords(payoutStatus: string | null): Message<object> {
  if (payoutStatus === 'completed') return m.dashboard_payout_completed;
  if (payoutStatus === 'requested') return m.dashboard_payout_requested;
  return m.dashboard_payout_none;
}

/** The derived status (domain/campaigns/campaign-status.ts) in colors that keep their contrast on white. */
const STATUS_CLASS: Record<CampaignStatus, string> = {
  Active: 'bg-brand-50 text-brand-800 border-brand-200',
  'Pending Payout': 'bg-amber-50 text-amber-900 border-amber-200',
  Overdue: 'bg-red-50 text-red-800 border-red-200',
  'Payout Complete': 'bg-stone-100 text-stone-800 border-stone-300',
};

const DATE_STYLE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const { firstName, campaigns } = loaderData;
  const { t, rich, locale } = useMessages();
  const dateFormat = new Intl.DateTimeFormat(locale, DATE_STYLE);
  return (
    <section className="page-container py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-stone-900">{t(m.nav_my_campaigns)}</h1>
          {firstName && <p className="mt-1 text-stone-700">{t(m.dashboard_welcome, { firstName })}</p>}
          <Link
            to="/dashboard/account"
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
          >
            {t(m.dashboard_account_link)}
          </Link>
        </div>
        {campaigns.length > 0 && (
          <Link to="/create-campaign" className="button-primary">
            <Plus aria-hidden="true" className="size-5" />
            {t(m.dashboard_create)}
          </Link>
        )}
      </div>

      {campaigns.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <HeartHandshake aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <h2 className="mt-4 font-serif text-2xl font-bold">{t(m.dashboard_empty_title)}</h2>
          <p className="mx-auto mt-2 max-w-md text-stone-700">{t(m.dashboard_empty_text)}</p>
          <Link to="/create-campaign" className="button-primary mt-6">
            {t(m.dashboard_empty_create)}
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
                    {t(m.dashboard_in_memory_of, { name: campaign.deceasedName })}
                  </Link>
                </h2>
                <span
                  className={`shrink-0 rounded-full border px-2.5 py-0.5 text-sm font-medium ${STATUS_CLASS[campaign.status]}`}
                >
                  <span className="sr-only">
                    {t(m.dashboard_status, { status: t(STATUS_WORDS[campaign.familyStatus]) })}
                  </span>
                  <span aria-hidden="true">{t(STATUS_WORDS[campaign.familyStatus])}</span>
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-600">
                {t(campaign.isActive ? m.dashboard_created : m.dashboard_created_ended, {
                  date: dateFormat.format(new Date(campaign.createdOn)),
                })}
              </p>
              <p className="mt-4 text-stone-800">
                {campaign.goal
                  ? rich(m.dashboard_raised_of_goal, {
                      raised: <Raised amount={campaign.raised} />,
                      goal: campaign.goal,
                    })
                  : rich(m.dashboard_raised, { raised: <Raised amount={campaign.raised} /> })}
                {' · '}
                {t(m.campaign_contributions, { count: campaign.contributionCount })}
              </p>
              {campaign.testMoney && <TestMoneyNote text={campaign.testMoney} />}
              <dl className="mt-3 grid gap-1 text-sm text-stone-700">
                <div className="flex gap-1">
                  <dt>{t(m.dashboard_wallet_waiting)}</dt>
                  <dd className="font-semibold text-stone-900">{campaign.walletGiftsAwaitingConfirmation}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t(m.dashboard_payout)}</dt>
                  <dd className="font-semibold text-stone-900">{t(payoutWords(campaign.payoutStatus))}</dd>
                </div>
              </dl>
              {campaign.progressPercent !== null && (
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
                  role="progressbar"
                  aria-label={t(m.dashboard_progress_label, { name: campaign.deceasedName })}
                  aria-valuenow={campaign.progressPercent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="h-full bg-brand-600" style={{ width: `${campaign.progressPercent}%` }} />
                </div>
              )}
              <div className="mt-5 flex flex-wrap gap-3">
                <Link
                  to={campaign.path}
                  aria-label={t(m.dashboard_view_label, { name: campaign.deceasedName })}
                  className="button-secondary min-h-10 px-4 py-1.5 text-sm"
                >
                  {t(m.dashboard_view)}
                </Link>
                <Link
                  to={campaign.editPath}
                  aria-label={t(m.dashboard_edit_label, { name: campaign.deceasedName })}
                  className="button-secondary min-h-10 px-4 py-1.5 text-sm"
                >
                  {t(m.dashboard_edit)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Raised({ amount }: { amount: string }) {
  return <span className="text-lg font-semibold">{amount}</span>;
}
