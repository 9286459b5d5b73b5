import { site } from '../../config/site';
import { HomeContent } from '../components/home/home-content';
import { pageMeta } from '../components/placeholder-page';
import type { Route } from './+types/home';

export const meta = () => [
  ...pageMeta(
    'Memorial fundraising for families',
    `${site.name}: create a memorial page in under 3 minutes and let family and friends anywhere give by card or mobile money to a trusted recipient.`,
  ),
  { property: 'og:title', content: `${site.name} — ${site.tagline}` },
  { property: 'og:type', content: 'website' },
];

/** The same page for every anonymous visitor: rendered once a moment for all of them. */
export function loader({ context }: Route.LoaderArgs) {
  context.sharePage({ tag: 'home' });
  return null;
}

export default function Home() {
  return <HomeContent />;
}
