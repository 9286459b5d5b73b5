import { Link } from 'react-router';
import { site } from '../../config/site';
import { ourStoryIn } from '../../domain/content/info-texts';
import { m } from '../../paraglide/messages';
import { InfoPage } from '../components/content/info-page';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import type { Route } from './+types/story';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(
    messageIn(locale, m.story_title),
    messageIn(locale, m.story_meta_description, { site: site.name }),
  );
};

/** Our story in the reader's language only. */
export function loader({ context }: Route.LoaderArgs) {
  return { sections: ourStoryIn(context.locale) };
}

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  return (
    <InfoPage title={t(m.story_title)} lead={t(m.site_meaning)} sections={loaderData.sections}>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-primary">
          {t(m.info_create_campaign)}
        </Link>
        <Link to="/manifesto" className="button-secondary">
          {t(m.story_read_manifesto)}
        </Link>
      </div>
    </InfoPage>
  );
}
