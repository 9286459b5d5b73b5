import { LEGAL_EFFECTIVE_DATE, PRIVACY_POLICY } from '../../domain/content/legal-texts';
import { CookieSettingsButton } from '../components/consent/cookie-settings-button';
import { InfoPage } from '../components/content/info-page';
import { PolicyAcceptance } from '../components/content/policy-acceptance';
import { SupportCards } from '../components/help/support-cards';
import { pageMeta } from '../components/placeholder-page';
import { PRIVACY_POLICY_ACCEPTED_KEY } from '../lib/policy-acceptance';

export const meta = () =>
  pageMeta(
    'Privacy Policy',
    'What Pamoja keeps about organizers, recipients and contributors, why, for how long, and your choices.',
  );

export default function PrivacyRoute() {
  return (
    <InfoPage title="Privacy Policy" lead={`Effective ${LEGAL_EFFECTIVE_DATE}`} sections={PRIVACY_POLICY}>
      <section aria-labelledby="privacy-choices" className="mt-10">
        <h2 id="privacy-choices" className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">
          Your choices and questions
        </h2>
        <p className="mt-3 text-stone-800">
          Change which cookies we may use at any time, or ask us anything about your information.
        </p>
        <div className="mt-4">
          <CookieSettingsButton />
        </div>
        <div className="mt-6">
          <SupportCards />
        </div>
      </section>
      <PolicyAcceptance
        storageKey={PRIVACY_POLICY_ACCEPTED_KEY}
        checkboxLabel="I have read and accept the Privacy Policy."
        buttonLabel="Accept Privacy Policy"
      />
    </InfoPage>
  );
}
