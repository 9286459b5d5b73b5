import { ForbiddenError, NotFoundError, UnauthorizedError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { CAMPAIGN_NOT_FOUND, isVisibleCampaign } from './campaign-rules';

/** Who is asking: enough of the signed-in user for the rules below. */
export interface Actor {
  id: number;
  /** Signed in to the admin area now (requestActor), not merely holding the admin flag. */
  isAdmin: boolean;
}

/** A recipient who entered their access code and phone: scoped to that one campaign (decision 009). */
export interface RecipientSession {
  accessId: number;
  campaignId: number;
}

/** Everyone a request speaks for: the signed-in user and, apart from them, a recipient session. */
export interface CampaignActor {
  user: Actor | null;
  recipient: RecipientSession | null;
}

export const NO_ACTOR: CampaignActor = { user: null, recipient: null };

/**
 * The actor of a request: the site session's user, an admin only while the same person holds an admin session
 * (domain/admin/admin-sessions.server.ts). An admin's ordinary site session grants nothing beyond a user's
 * (issue 31); with the admin session alone, the admin acts as themself.
 */
export function requestActor(
  user: { id: number } | null,
  admin: { id: number } | null,
  recipient: RecipientSession | null,
): CampaignActor {
  const who = user ?? admin;
  return { user: who && { id: who.id, isAdmin: admin?.id === who.id }, recipient };
}

/** A signed-in user acting without a recipient session (scripts, tests). */
export function userActor(user: Actor): CampaignActor {
  return { user: { id: user.id, isAdmin: user.isAdmin }, recipient: null };
}

/**
 * What the actor is to this campaign. The organizer first (an organizer who also holds a recipient session is
 * still the organizer), then the nominated recipient, then an admin, who may look but not act for the family.
 */
export type CampaignRole = 'organizer' | 'recipient' | 'admin';

export function campaignRoleOf(
  actor: CampaignActor,
  campaign: { id: number; organizerId: number | null },
): CampaignRole | null {
  if (actor.user && actor.user.id === campaign.organizerId) return 'organizer';
  if (actor.recipient && actor.recipient.campaignId === campaign.id) return 'recipient';
  if (actor.user?.isAdmin) return 'admin';
  return null;
}

type CampaignRef = { id: number; organizerId: number | null };

/** Sees every contribution, the donor list and the stats: organizer, recipient or admin. */
export function canManageCampaign(actor: CampaignActor, campaign: CampaignRef): boolean {
  return campaignRoleOf(actor, campaign) !== null;
}

/**
 * Who may see a campaign at all: everyone until it is archived; then only its organizer, its recipient and admins,
 * who find it with an "Archived" notice (issue 13). To anyone else it is exactly as a campaign that does not exist.
 * A deleted campaign (decision 012) is that for everyone: every lookup leaves it out (`notDeleted`).
 */
export function canSeeCampaign(
  actor: CampaignActor,
  campaign: CampaignRef & { isArchived: boolean },
): boolean {
  return isVisibleCampaign(campaign) || canManageCampaign(actor, campaign);
}

/**
 * The campaign, when the actor may see it; otherwise the same 404 as for an unknown campaign. Rows read whole by
 * id (`for update` in a change's transaction) carry `deletedAt`: a deleted campaign is refused here too.
 */
export function requireCampaignVisibleTo<
  C extends CampaignRef & { isArchived: boolean; deletedAt?: Date | null },
>(actor: CampaignActor, campaign: C | null | undefined): C {
  if (!campaign || campaign.deletedAt || !canSeeCampaign(actor, campaign)) {
    throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  }
  return campaign;
}

function requireRole<R extends CampaignRole>(
  actor: CampaignActor,
  campaign: CampaignRef,
  allowed: readonly R[],
  refusal: string,
): R {
  const role = campaignRoleOf(actor, campaign);
  if (role && (allowed as readonly CampaignRole[]).includes(role)) return role as R;
  if (!actor.user && !actor.recipient) throw new UnauthorizedError();
  throw new ForbiddenError(refusal);
}

export const MANAGE_ACCESS_DENIED = refusalKey('refusal_manage_denied');

export function requireCampaignManager(actor: CampaignActor, campaign: CampaignRef): CampaignRole {
  return requireRole(actor, campaign, ['organizer', 'recipient', 'admin'], MANAGE_ACCESS_DENIED);
}

/** Editing the page: the organizer and the recipient (spec part 2 §6), not an admin: not a family's words. */
export const EDIT_ACCESS_DENIED = refusalKey('edit_denied_text');

export function requireCampaignEditor(
  actor: CampaignActor,
  campaign: CampaignRef,
): 'organizer' | 'recipient' {
  return requireRole(actor, campaign, ['organizer', 'recipient'], EDIT_ACCESS_DENIED);
}

/**
 * What only the organizer may change, though the recipient edits the page (issue 31 item 4): who is paid and
 * until when gifts are taken. A recipient session could otherwise rename the payee or close contributions by
 * setting the end date to today. The payout destination has its own organizer-only change.
 */
export const ORGANIZER_ONLY_FIELDS = {
  recipientName: refusalKey('edit_error_only_recipient_name'),
  endDate: refusalKey('edit_error_only_end_date'),
  organizerRelationship: refusalKey('edit_error_only_relationship'),
  consentDisplayNames: refusalKey('edit_error_only_consent'),
  locale: refusalKey('edit_error_only_locale'),
};

/**
 * Refuses (403, with the field's own message) a recipient's edit that changes an organizer-only field. The same
 * value sent back unchanged passes, so a client that saves the whole form it read is not refused for it.
 * Refused rather than silently ignored: an answer of success for a change that was not made would mislead.
 */
export function requireRecipientMayChange(
  current: {
    recipientName: string;
    endDate: string | null;
    organizerRelationship: string | null;
    consentDisplayNames: boolean;
    locale: string;
  },
  input: {
    recipientName?: string;
    endDate?: string | null;
    organizerRelationship?: string;
    consentDisplayNames?: boolean;
    locale?: string;
  },
): void {
  for (const field of Object.keys(ORGANIZER_ONLY_FIELDS) as Array<keyof typeof ORGANIZER_ONLY_FIELDS>) {
    const sent = input[field];
    if (sent !== undefined && sent !== current[field]) throw new ForbiddenError(ORGANIZER_ONLY_FIELDS[field]);
  }
}

/**
 * The organizer's alone: sharing with the recipient, ending, archiving and restoring, and moving the money
 * (the payout destination): a recipient session must never be able to redirect the payout.
 */
export function requireCampaignOrganizer(actor: CampaignActor, campaign: CampaignRef): 'organizer' {
  return requireRole(actor, campaign, ['organizer'], MANAGE_ACCESS_DENIED);
}

/** Who did it, for audit_log: the user (or the admin), or the recipient's access record. */
export function auditActorOf(
  actor: CampaignActor,
  campaign: CampaignRef,
): { userId: number | null; adminId: number | null; recipientAccessId: number | null } {
  const role = campaignRoleOf(actor, campaign);
  return {
    userId: role === 'organizer' ? (actor.user?.id ?? null) : null,
    adminId: role === 'admin' ? (actor.user?.id ?? null) : null,
    recipientAccessId: role === 'recipient' ? (actor.recipient?.accessId ?? null) : null,
  };
}
