import type { CampaignRow } from '../../domain/campaigns/get-campaign.server';
import { shareImagePathOf } from '../../domain/campaigns/share-image.server';
import { shareMessageOf } from '../../domain/campaigns/share-text';
import { cutAtWord } from '../../domain/shared/text';

/** About two lines of a WhatsApp preview; longer descriptions are cut by the apps mid-word. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

/**
 * What a shared link to the campaign previews with (Open Graph): WhatsApp shows about two lines of the description,
 * so a service within two weeks (`nearEvent`) comes first.
 */
export function campaignLinkPreviewOf(
  campaign: CampaignRow,
  baseUrl: string,
  nearEvent: string | null = null,
) {
  const title = `In loving memory of ${campaign.deceasedName}`;
  const text = campaign.tribute || `${title}. ${shareMessageOf(campaign.deceasedName)}`;
  return {
    title,
    description: cutAtWord(nearEvent ? `${nearEvent} ${text}` : text, PREVIEW_DESCRIPTION_LENGTH),
    imageUrl: `${baseUrl}${shareImagePathOf(campaign)}`,
  };
}
