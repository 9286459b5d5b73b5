import { data, NavLink, Outlet, useLocation } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { requireFamilyCampaign } from '../../domain/gathering/family-campaign.server';
import { isDomainError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import { m } from '../../paraglide/messages';
import { FAMILY_SECTIONS } from '../components/gathering/family-sections';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/family';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.family_meta_title), messageIn(locale, m.family_meta_description));
};

/**
 * /family/{campaignId}: what the organizer and a recipient session manage beside the money. Anyone else gets the
 * answer the domain gives (sign in, Access Denied, or not found), with no part of the campaign's private data.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const campaignId = parseRowId(params.campaignId);
  try {
    if (!campaignId) throw data({ state: 'not-found' as const }, { status: 404 });
    const { campaign, role } = await requireFamilyCampaign(context.db, campaignId, context.actor);
    return data(
      {
        state: 'family' as const,
        role,
        campaign: { id: campaign.id, deceasedName: campaign.deceasedName, path: campaignPathOf(campaign) },
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (isDomainError(error, 'not_found')) return data({ state: 'not-found' as const }, { status: 404 });
    if (isDomainError(error, 'unauthorized')) return data({ state: 'sign-in' as const }, { status: 401 });
    if (isDomainError(error, 'forbidden')) return data({ state: 'denied' as const }, { status: 403 });
    throw error;
  }
}

export default function FamilyLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { t } = useMessages();
  if (loaderData.state !== 'family') {
    const [title, text] =
      loaderData.state === 'not-found'
        ? [t(m.family_campaign_not_found), t(m.family_not_found_text)]
        : loaderData.state === 'sign-in'
          ? [t(m.family_sign_in_title), t(m.family_only_family)]
          : [t(m.family_denied_title), t(m.family_only_family)];
    return (
      <section className="page-container py-12 text-center">
        <h1 className="font-serif text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-stone-700">{text}</p>
        {loaderData.state === 'sign-in' && (
          <a
            href={`/login?redirectTo=${encodeURIComponent(pathname)}`}
            className="button-primary mt-4 inline-block"
          >
            {t(m.header_sign_in)}
          </a>
        )}
      </section>
    );
  }
  const { campaign } = loaderData;
  return (
    <section className="page-container py-6">
      <p className="text-sm print:hidden">
        <a href={campaign.path} className="text-amber-800 underline">
          {t(m.page_report_back, { name: campaign.deceasedName })}
        </a>
      </p>
      <h1 className="mt-2 font-serif text-2xl font-bold">
        {t(m.family_heading, { name: campaign.deceasedName })}
      </h1>
      {/* The tabs wrap on a phone rather than squeeze: every tool stays in sight, each name whole. */}
      <nav aria-label={t(m.family_tools)} className="mt-4 print:hidden">
        <ul className="flex flex-wrap gap-2 text-sm">
          {FAMILY_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `inline-block whitespace-nowrap rounded-full border px-3 py-1.5 ${isActive ? 'border-amber-700 bg-amber-50 font-semibold' : 'border-stone-300'}`
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}
