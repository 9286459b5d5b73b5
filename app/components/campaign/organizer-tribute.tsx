import type { PublicCampaign } from '../../../domain/campaigns/public-campaign';

interface OrganizerTributeProps {
  campaign: Pick<PublicCampaign, 'tribute' | 'organizerName'>;
  /** Made by the loader: "Son", or the free text typed for "other". */
  labels: { organizerRelationship: string | null };
}

/** The tribute the organizer wrote when creating the page, signed with who they are to the deceased. */
export function OrganizerTribute({ campaign, labels }: OrganizerTributeProps) {
  if (!campaign.tribute) return null;
  const relationship = labels.organizerRelationship;
  return (
    <section aria-labelledby="tribute-heading">
      <h2 id="tribute-heading" className="font-serif text-2xl font-bold">
        Tribute
      </h2>
      <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-stone-800" data-testid="tribute">
        {campaign.tribute}
      </p>
      <p className="mt-3 text-sm text-stone-600">
        Shared by {campaign.organizerName}
        {relationship && ` (${relationship.toLowerCase()})`}
      </p>
    </section>
  );
}
