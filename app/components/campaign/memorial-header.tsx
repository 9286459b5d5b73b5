import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';
import { CampaignPhoto } from './campaign-photo';

interface MemorialHeaderProps {
  campaign: Pick<PublicCampaign, 'deceasedName' | 'deceasedPhoto' | 'deceasedLocation'>;
  /** Worked out by the loader. */
  display: { lifeYears: string | null };
}

/** Whom the page remembers: their photo, name, years, and where and when they passed. */
export function MemorialHeader({ campaign, display }: MemorialHeaderProps) {
  const words = usePageWords<CampaignWords>();
  return (
    <header className="text-center">
      <CampaignPhoto src={campaign.deceasedPhoto} name={campaign.deceasedName} />
      <p className="mt-4 text-sm uppercase tracking-widest text-stone-600">{words.inMemoryOf}</p>
      <h1 className="mt-1 font-serif text-4xl font-bold text-stone-900">{campaign.deceasedName}</h1>
      {display.lifeYears && (
        <p className="mt-2 text-lg text-stone-700" data-testid="life-years">
          {display.lifeYears}
        </p>
      )}
      <p className="mt-1 text-stone-600">
        {[campaign.deceasedLocation, words.passedAway].filter(Boolean).join(' · ')}
      </p>
    </header>
  );
}
