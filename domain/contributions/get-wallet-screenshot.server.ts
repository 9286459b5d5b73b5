import type { Database } from '../../db/client.server';
import type { CampaignActor } from '../campaigns/permissions';
import { NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';
import { requireManagedContribution } from './require-managed-contribution.server';

/** The payment screenshot a contributor attached, for the organizer checking it (never public). */
export async function getWalletScreenshot(
  db: Database,
  request: { contributionId: number; actor: CampaignActor },
): Promise<{ contentType: string; bytes: Buffer }> {
  const { contribution } = await requireManagedContribution(db, request);
  const match = contribution.screenshot
    ? /^data:(image\/webp);base64,(.+)$/.exec(contribution.screenshot)
    : null;
  if (!match) throw new NotFoundError(refusalKey('review_error_no_screenshot'));
  return { contentType: match[1], bytes: Buffer.from(match[2], 'base64') };
}
