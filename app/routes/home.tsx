import { site } from '../../config/site';
import { HomeContent } from '../components/home/home-content';
import { pageMeta } from '../components/placeholder-page';

export const meta = () => [
  ...pageMeta(
    'Memorial fundraising for families',
    `${site.name}: create a memorial page in under 3 minutes and let family and friends anywhere give by card or mobile money to a trusted recipient.`,
  ),
  { property: 'og:title', content: `${site.name} — ${site.tagline}` },
  { property: 'og:type', content: 'website' },
];

export default function Home() {
  return <HomeContent />;
}
