import { Link } from 'react-router';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

/** For visitors who are not the organizer: they may be carrying a loss of their own. */
export function PromoCard() {
  const { promo } = usePageWords<CampaignWords>();
  return (
    <section aria-labelledby="promo-heading" className="rounded-xl bg-brand-800 p-6 text-white">
      <h2 id="promo-heading" className="font-serif text-2xl font-bold">
        {promo.heading}
      </h2>
      <p className="mt-2 text-brand-100">{promo.text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to="/create-campaign" className="button-on-brand">
          {promo.create}
        </Link>
        <Link to="/resources" className="button-outline-on-brand">
          {promo.griefSupport}
        </Link>
      </div>
      <p className="mt-4 text-sm text-brand-100">
        {promo.questions}{' '}
        <Link to="/help" className="underline">
          {promo.helpCenter}
        </Link>
      </p>
    </section>
  );
}
