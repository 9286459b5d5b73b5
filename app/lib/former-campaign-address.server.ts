import { redirect } from 'react-router';
import type { Database } from '../../db/client.server';
import { addressWithCustomUrl, campaignLookupOf } from '../../domain/campaigns/campaign-lookup';
import { getCurrentCampaignUrl } from '../../domain/campaigns/campaign-urls.server';

/**
 * A link shared before the organizer changed the custom URL must keep working: when `segment` is one of a
 * campaign's former addresses, throws a permanent redirect to the same page at its current one.
 */
export async function redirectFromFormerAddress(db: Database, request: Request, segment: unknown) {
  const lookup = campaignLookupOf(segment);
  if (!lookup || !('customUrl' in lookup)) return;
  const current = await getCurrentCampaignUrl(db, lookup.customUrl);
  if (current) throw redirect(addressWithCustomUrl(request.url, current), 301);
}
