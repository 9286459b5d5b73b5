import { site } from '../../config/site';
import { m } from '../../paraglide/messages';
import { HomeContent } from '../components/home/home-content';
import { pageMeta } from '../components/placeholder-page';
import { localeOfMatches, messageIn } from '../lib/i18n';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(
      messageIn(locale, m.home_meta_title),
      messageIn(locale, m.home_meta_description, { name: site.name }),
    ),
    {
      property: 'og:title',
      content: messageIn(locale, m.home_og_title, {
        name: site.name,
        tagline: messageIn(locale, m.site_tagline),
      }),
    },
    { property: 'og:type', content: 'website' },
  ];
};

/** The same page for every anonymous visitor: rendered once a moment for all of them. */
export function loader({ context }: Route.LoaderArgs) {
  context.sharePage({ tag: 'home' });
  return null;
}

export default function Home() {
  return <HomeContent />;
}
