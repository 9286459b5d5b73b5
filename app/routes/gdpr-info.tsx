import { site } from '../../config/site';
import { GDPR_INFO } from '../../domain/content/legal-texts';
import { m } from '../../paraglide/messages';
import { CookieSettingsButton } from '../components/consent/cookie-settings-button';
import { InfoPage } from '../components/content/info-page';
import { SupportCards } from '../components/help/support-cards';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/gdpr-info';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.gdpr_title), messageIn(locale, m.gdpr_meta_description));
};

export default function GdprInfoRoute() {
  const { t, rich } = useMessages();
  return (
    <InfoPage title={t(m.gdpr_title)} sections={GDPR_INFO} englishOnly>
      <section aria-labelledby="gdpr-ask" className="mt-10">
        <h2 id="gdpr-ask" className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">
          {t(m.gdpr_ask_heading)}
        </h2>
        <p className="mt-3 text-stone-800">
          {rich(m.gdpr_ask_text, {
            email: (
              <a href={`mailto:${site.supportEmail}`} className="font-semibold text-brand-700 underline">
                {site.supportEmail}
              </a>
            ),
          })}
        </p>
        <div className="mt-4">
          <CookieSettingsButton />
        </div>
        <div className="mt-6">
          <SupportCards />
        </div>
      </section>
    </InfoPage>
  );
}
