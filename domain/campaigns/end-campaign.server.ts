import type { Database } from '../../db/client.server';
import { refusalKey } from '../shared/refusal-words';
import {
  changeCampaignLifecycle,
  type LifecycleDependencies,
  type LifecycleInput,
} from './campaign-lifecycle.server';
import type { PublicCampaign } from './public-campaign';

export const CAMPAIGN_ALREADY_ENDED = refusalKey('refusal_campaign_already_ended');

/**
 * The organizer ends the campaign (spec part 2 §4): contributions stop, the page stays public, marked ended with
 * its final total, and this cannot be undone. A card payment started before now is still recorded when it
 * succeeds (docs/decisions/008): money taken is never lost.
 */
export function endCampaign(
  db: Database,
  input: LifecycleInput,
  dependencies: LifecycleDependencies,
): Promise<PublicCampaign> {
  return changeCampaignLifecycle(db, input, dependencies, {
    action: 'campaign.end',
    refusalFor: (campaign) => (campaign.endedAt || !campaign.isActive ? CAMPAIGN_ALREADY_ENDED : null),
    change: (now) => ({ endedAt: now, isActive: false }),
  });
}
