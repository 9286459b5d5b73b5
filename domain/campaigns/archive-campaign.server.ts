import type { Database } from '../../db/client.server';
import { refusalKey } from '../shared/refusal-words';
import {
  changeCampaignLifecycle,
  type LifecycleDependencies,
  type LifecycleInput,
} from './campaign-lifecycle.server';
import type { PublicCampaign } from './public-campaign';

export const CAMPAIGN_ALREADY_ARCHIVED = refusalKey('refusal_campaign_already_archived');
export const CAMPAIGN_NOT_ARCHIVED = refusalKey('refusal_campaign_not_archived');

/**
 * The organizer archives the campaign (spec part 2 §4): hidden from everyone but the organizer, the recipient and
 * admins (`canSeeCampaign`), and it takes no gifts; restoreCampaign brings it back as it was.
 */
export function archiveCampaign(
  db: Database,
  input: LifecycleInput,
  dependencies: LifecycleDependencies,
): Promise<PublicCampaign> {
  return changeCampaignLifecycle(db, input, dependencies, {
    action: 'campaign.archive',
    refusalFor: (campaign) => (campaign.isArchived ? CAMPAIGN_ALREADY_ARCHIVED : null),
    change: () => ({ isArchived: true }),
  });
}

/** Public again, taking gifts again unless it had ended. */
export function restoreCampaign(
  db: Database,
  input: LifecycleInput,
  dependencies: LifecycleDependencies,
): Promise<PublicCampaign> {
  return changeCampaignLifecycle(db, input, dependencies, {
    action: 'campaign.restore',
    refusalFor: (campaign) => (campaign.isArchived ? null : CAMPAIGN_NOT_ARCHIVED),
    change: () => ({ isArchived: false }),
  });
}
