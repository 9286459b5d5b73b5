import { Link } from 'react-router';
import { site } from '../../config/site';
import { OUR_STORY } from '../../domain/content/legal-texts';
import { InfoPage } from '../components/content/info-page';
import { pageMeta } from '../components/placeholder-page';

export const meta = () =>
  pageMeta(
    'Our Story',
    `Why we built ${site.name}: collective care for grieving families, wherever they are, in the spirit of mourning together.`,
  );

export default function StoryRoute() {
  return (
    <InfoPage title="Our Story" lead={site.meaning} sections={OUR_STORY}>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-primary">
          Create Memorial Campaign
        </Link>
        <Link to="/manifesto" className="button-secondary">
          Read our manifesto
        </Link>
      </div>
    </InfoPage>
  );
}
