/**
 * The failure toast's title of a dashboard form, by intent (spec part 2 §8: "Error completing payout", …); the
 * server's message is its description. Any other intent: "Action failed".
 */
const FAILURE_TITLES: Record<string, string> = {
  'payout.complete': 'Error completing payout',
  'contribution.payout': 'Error updating payout',
  'campaign.delete': 'Error deleting campaign',
  'user.ban': 'Error performing user action',
  'user.unban': 'Error performing user action',
  'user.make_admin': 'Error performing user action',
  'user.remove_admin': 'Error performing user action',
};

export function adminActionFailureTitle(intent: string | undefined): string {
  return (intent && Object.hasOwn(FAILURE_TITLES, intent) && FAILURE_TITLES[intent]) || 'Action failed';
}
