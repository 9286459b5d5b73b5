import { ForbiddenError, UnauthorizedError } from '../shared/errors';

/** Who is asking: enough of the signed-in user for the rules below. */
export interface Actor {
  id: number;
  isAdmin: boolean;
}

/** The organizer, or an admin. (Recipient access joins this rule with the recipient-access issue.) */
export function canManageCampaign(actor: Actor | null, campaign: { organizerId: number | null }): boolean {
  return Boolean(actor && (actor.isAdmin || actor.id === campaign.organizerId));
}

/** Editing the page is the organizer's alone (spec part 1 §6): not even an admin edits a family's words. */
export const EDIT_ACCESS_DENIED = "You don't have permission to edit this campaign";

export function requireCampaignEditor(
  actorId: number | null,
  campaign: { organizerId: number | null },
): void {
  if (actorId === null || campaign.organizerId !== actorId) throw new ForbiddenError(EDIT_ACCESS_DENIED);
}

export function requireCampaignManager<A extends Actor>(
  actor: A | null,
  campaign: { organizerId: number | null },
): A {
  if (!actor) throw new UnauthorizedError();
  if (!canManageCampaign(actor, campaign)) {
    throw new ForbiddenError('Only the organizer of this campaign can do that');
  }
  return actor;
}
