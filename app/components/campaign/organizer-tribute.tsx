import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

interface OrganizerTributeProps {
  campaign: Pick<PublicCampaign, 'tribute'>;
}

/** The tribute the organizer wrote when creating the page, signed with who they are to the deceased. */
export function OrganizerTribute({ campaign }: OrganizerTributeProps) {
  const words = usePageWords<CampaignWords>();
  if (!campaign.tribute) return null;
  return (
    <section aria-labelledby="tribute-heading">
      <h2 id="tribute-heading" className="font-serif text-2xl font-bold">
        {words.tributeHeading}
      </h2>
      <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-stone-800" data-testid="tribute">
        {campaign.tribute}
      </p>
      <p className="mt-3 text-sm text-stone-600">{words.tributeSharedBy}</p>
    </section>
  );
}
