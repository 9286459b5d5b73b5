import { useNavigate } from 'react-router';
import { LEGAL_EFFECTIVE_DATE, TERMS_OF_SERVICE } from '../../domain/content/legal-texts';
import { InfoPage } from '../components/content/info-page';
import { PolicyAcceptance } from '../components/content/policy-acceptance';
import { pageMeta } from '../components/placeholder-page';
import { TERMS_OF_SERVICE_ACCEPTED_KEY } from '../lib/policy-acceptance';

export const meta = () =>
  pageMeta(
    'Terms of Service',
    'The terms for organizing, receiving and giving on Pamoja: fees, recipients, mobile wallet gifts and payouts.',
  );

export default function TermsRoute() {
  const navigate = useNavigate();
  return (
    <InfoPage title="Terms of Service" lead={`Effective ${LEGAL_EFFECTIVE_DATE}`} sections={TERMS_OF_SERVICE}>
      <PolicyAcceptance
        storageKey={TERMS_OF_SERVICE_ACCEPTED_KEY}
        checkboxLabel="I am 18 or older and I accept the Terms of Service."
        buttonLabel="Accept and Create a Campaign"
        onAccepted={() => navigate('/create-campaign')}
      />
    </InfoPage>
  );
}
