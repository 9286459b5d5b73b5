import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import type { CurrentUser } from '../accounts/sessions';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../shared/errors';

export type Campaign = typeof campaigns.$inferSelect;

export async function requireCampaign(db: Database, campaignId: number): Promise<Campaign> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign || campaign.isArchived) throw new NotFoundError('Campaign not found');
  return campaign;
}

/** An ended campaign (ended by the organizer, switched off, or past its end date) takes no more money. */
export function hasEnded(campaign: Campaign, now = new Date()): boolean {
  if (!campaign.isActive || campaign.endedAt) return true;
  return campaign.endDate !== null && campaign.endDate < now.toISOString().slice(0, 10);
}

export async function requireCampaignAcceptingContributions(db: Database, campaignId: number) {
  const campaign = await requireCampaign(db, campaignId);
  if (hasEnded(campaign)) {
    throw new ConflictError('This campaign has ended and no longer accepts contributions');
  }
  return campaign;
}

/** The organizer, or an admin. (Recipient access joins this rule with the recipient-access issue.) */
export function canManageCampaign(
  user: CurrentUser | null,
  campaign: Pick<Campaign, 'organizerId'>,
): boolean {
  return Boolean(user && (user.isAdmin || user.id === campaign.organizerId));
}

export function requireCampaignManager(
  user: CurrentUser | null,
  campaign: Pick<Campaign, 'organizerId'>,
): CurrentUser {
  if (!user) throw new UnauthorizedError();
  if (!canManageCampaign(user, campaign)) {
    throw new ForbiddenError('Only the organizer of this campaign can do that');
  }
  return user;
}

export function campaignPathOf(campaign: Pick<Campaign, 'customUrl' | 'id'>): string {
  return campaign.customUrl ? `/campaign/${campaign.customUrl}` : `/campaign/id/${campaign.id}`;
}
