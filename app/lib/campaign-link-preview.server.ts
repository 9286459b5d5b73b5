import type { CampaignRow } from '../../domain/campaigns/get-campaign.server';
import { shareImagePathOf } from '../../domain/campaigns/share-image.server';
import { inMemoryTitleOf, shareMessageOf } from '../../domain/campaigns/share-message';
import { nearEventLine } from '../../domain/gathering/event-kind-words';
import type { CampaignEventSummary } from '../../domain/gathering/events';
import { storedLocale } from '../../domain/shared/locales';
import { cutAtWord } from '../../domain/shared/text';

/** About two lines of a WhatsApp preview; longer descriptions are cut by the apps mid-word. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

/**
 * What a shared link to the campaign previews with (Open Graph), and what its share buttons say: in the campaign's
 * own language whatever the visitor reads (decision 030), so every kept copy of the page (one per visitor language)
 * carries the same. WhatsApp shows about two lines of the description, so a service within two weeks
 * (`nearEvent`, also said beside the share text) comes first.
 */
export function campaignLinkPreviewOf(
  campaign: CampaignRow,
  baseUrl: string,
  events: readonly CampaignEventSummary[] = [],
  now = new Date(),
) {
  const locale = storedLocale(campaign.locale);
  const nearEvent = nearEventLine(events, now, locale);
  const title = inMemoryTitleOf(campaign.deceasedName, locale);
  const shareMessage = shareMessageOf(campaign.deceasedName, locale);
  const text = campaign.tribute || `${title}. ${shareMessage}`;
  return {
    locale,
    title,
    shareMessage,
    nearEvent,
    description: cutAtWord(nearEvent ? `${nearEvent} ${text}` : text, PREVIEW_DESCRIPTION_LENGTH),
    imageUrl: `${baseUrl}${shareImagePathOf(campaign)}`,
  };
}
