import { legalEffectiveDateIn, PRIVACY_POLICY } from '../../domain/content/legal-texts';
import { m } from '../../paraglide/messages';
import { CookieSettingsButton } from '../components/consent/cookie-settings-button';
import { InfoPage } from '../components/content/info-page';
import { PolicyAcceptance } from '../components/content/policy-acceptance';
import { SupportCards } from '../components/help/support-cards';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { PRIVACY_POLICY_ACCEPTED_KEY } from '../lib/policy-acceptance';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.footer_privacy), messageIn(locale, m.privacy_meta_description));
};

/** The effective date in the reader's words, written once on the server. The policy itself stays English. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    effective: messageIn(context.locale, m.legal_effective, { date: legalEffectiveDateIn(context.locale) }),
  };
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  return (
    <InfoPage title={t(m.footer_privacy)} lead={loaderData.effective} sections={PRIVACY_POLICY} englishOnly>
      <section aria-labelledby="privacy-choices" className="mt-10">
        <h2 id="privacy-choices" className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">
          {t(m.privacy_choices_heading)}
        </h2>
        <p className="mt-3 text-stone-800">{t(m.privacy_choices_text)}</p>
        <div className="mt-4">
          <CookieSettingsButton />
        </div>
        <div className="mt-6">
          <SupportCards />
        </div>
      </section>
      <PolicyAcceptance
        storageKey={PRIVACY_POLICY_ACCEPTED_KEY}
        checkboxLabel={t(m.privacy_accept_label)}
        buttonLabel={t(m.privacy_accept_button)}
      />
    </InfoPage>
  );
}
