import { useNavigate } from 'react-router';
import { legalEffectiveDateIn, TERMS_OF_SERVICE } from '../../domain/content/legal-texts';
import { m } from '../../paraglide/messages';
import { InfoPage } from '../components/content/info-page';
import { PolicyAcceptance } from '../components/content/policy-acceptance';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { TERMS_OF_SERVICE_ACCEPTED_KEY } from '../lib/policy-acceptance';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.footer_terms), messageIn(locale, m.terms_meta_description));
};

/** The effective date in the reader's words, written once on the server. The terms themselves stay English. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    effective: messageIn(context.locale, m.legal_effective, { date: legalEffectiveDateIn(context.locale) }),
  };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  const navigate = useNavigate();
  return (
    <InfoPage title={t(m.footer_terms)} lead={loaderData.effective} sections={TERMS_OF_SERVICE} englishOnly>
      <PolicyAcceptance
        storageKey={TERMS_OF_SERVICE_ACCEPTED_KEY}
        checkboxLabel={t(m.terms_accept_label)}
        buttonLabel={t(m.terms_accept_button)}
        onAccepted={() => navigate('/create-campaign')}
      />
    </InfoPage>
  );
}
