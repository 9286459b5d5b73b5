import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import {
  COPING_TIPS,
  EXTERNAL_GRIEF_LINKS,
  RESOURCE_ENTRY_LANGUAGE,
  RESOURCE_REGIONS,
} from '../../domain/content/grief-resources';
import { m } from '../../paraglide/messages';
import { BackToCampaign } from '../components/grief-support/back-to-campaign';
import { GriefSupportResources } from '../components/grief-support/grief-support-resources';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/resources';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.resources_title), messageIn(locale, m.resources_meta_description));
};

/** `?region=` (the no-JavaScript selector) picks the region on the server; otherwise the browser decides. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('region');
  const region = RESOURCE_REGIONS.find((option) => option.id === asked)?.id ?? null;
  return { region, fromCampaign: url.searchParams.has('campaign') };
}

export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t(m.resources_title)}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{t(m.resources_intro)}</p>
      {loaderData.fromCampaign && (
        <div className="mt-4">
          <BackToCampaign />
        </div>
      )}

      <div className="mt-8">
        <GriefSupportResources initialRegion={loaderData.region ?? undefined} />
      </div>

      <section aria-labelledby="coping-heading" className="mt-12">
        <h2 id="coping-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t(m.resources_coping_heading)}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COPING_TIPS.map((tip) => (
            <li key={t(tip.title)} className="rounded-xl border border-stone-200 bg-white p-5">
              <h3 className="font-semibold text-stone-900">{t(tip.title)}</h3>
              <p className="mt-2 text-stone-700">{t(tip.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reading-heading" className="mt-12">
        <h2 id="reading-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t(m.resources_reading_heading)}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {EXTERNAL_GRIEF_LINKS.map((link) => (
            <li key={link.url} className="rounded-xl border border-stone-200 bg-white p-5">
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2"
              >
                <span lang={RESOURCE_ENTRY_LANGUAGE}>{link.title}</span>
                <span className="sr-only"> {t(m.help_opens_in_new_tab)}</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
              <p lang={RESOURCE_ENTRY_LANGUAGE} className="mt-2 text-stone-700">
                {link.description}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="memorial-heading"
        className="mt-12 rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
      >
        <h2 id="memorial-heading" className="font-serif text-2xl font-bold">
          {t(m.resources_memorial_heading)}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">{t(m.resources_memorial_text)}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/create-campaign" className="button-on-brand">
            {t(m.info_create_campaign)}
          </Link>
          <Link to="/" className="button-outline-on-brand">
            {t(m.info_return_home)}
          </Link>
        </div>
      </section>
    </div>
  );
}
