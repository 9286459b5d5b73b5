import type { CampaignRow } from '../../domain/campaigns/get-campaign.server';
import { shareImagePathOf } from '../../domain/campaigns/share-image.server';
import { shareMessageOf } from '../../domain/campaigns/share-text';
import { cutAtWord } from '../../domain/shared/text';

/** About two lines of a WhatsApp preview; longer descriptions are cut by the apps mid-word. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

/** What a shared link to the campaign previews with (Open Graph): WhatsApp shows about two lines of the description. */
export function campaignLinkPreviewOf(campaign: CampaignRow, baseUrl: string) {
  const title = `In loving memory of ${campaign.deceasedName}`;
  return {
    title,
    description: cutAtWord(
      campaign.tribute || `${title}. ${shareMessageOf(campaign.deceasedName)}`,
      PREVIEW_DESCRIPTION_LENGTH,
    ),
    imageUrl: `${baseUrl}${shareImagePathOf(campaign)}`,
  };
}
