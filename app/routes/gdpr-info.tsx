import { site } from '../../config/site';
import { GDPR_INFO } from '../../domain/content/legal-texts';
import { CookieSettingsButton } from '../components/consent/cookie-settings-button';
import { InfoPage } from '../components/content/info-page';
import { SupportCards } from '../components/help/support-cards';
import { pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta(
    'Your Data Rights (GDPR)',
    'What personal data Pamoja keeps, why, for how long, and how to ask for a copy or for deletion.',
  );

export default function GdprInfoRoute() {
  return (
    <InfoPage title="Your Data Rights (GDPR)" sections={GDPR_INFO}>
      <section aria-labelledby="gdpr-ask" className="mt-10">
        <h2 id="gdpr-ask" className="font-serif text-xl font-bold text-stone-900 sm:text-2xl">
          Ask us
        </h2>
        <p className="mt-3 text-stone-800">
          To ask for a copy of your data or for its deletion, write to{' '}
          <a href={`mailto:${site.supportEmail}`} className="font-semibold text-brand-700 underline">
            {site.supportEmail}
          </a>
          . You can also change your cookie choice here.
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
