import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';

/**
 * The failure toast's title of a dashboard form, by intent (spec part 2 §8: "Error completing payout", …); the
 * server's message is its description. Any other intent: "Action failed".
 */
const FAILURE_TITLES: Record<string, Message<object>> = {
  'payout.complete': m.admin_failure_payout_complete,
  'contribution.payout': m.admin_failure_contribution_payout,
  'campaign.delete': m.admin_failure_campaign_delete,
  'user.ban': m.admin_failure_user,
  'user.unban': m.admin_failure_user,
  'user.make_admin': m.admin_failure_user,
  'user.remove_admin': m.admin_failure_user,
};

export function adminActionFailureTitle(intent: string | undefined): Message<object> {
  return (intent && Object.hasOwn(FAILURE_TITLES, intent) && FAILURE_TITLES[intent]) || m.admin_failure_other;
}
