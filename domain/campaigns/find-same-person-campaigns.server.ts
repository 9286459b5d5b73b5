import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { campaigns } from '../../db/schema';
import { type Limiters, limiterFor } from '../shared/rate-limits';
import { campaignPathOf } from './campaign-rules';
import { notDeleted } from './get-campaign.server';
import { isSamePersonName, monthOfPassing, type SamePersonMatch } from './same-person';

/** More pages than this for one person in one month is not a family's mistake: the first few say enough. */
const SHOWN_MATCHES = 5;

/**
 * The pages that already honor the person a new campaign names (decision 034): campaigns the public can still find
 * (not deleted, not archived; ended ones too, since their page still stands) whose person passed away in the same
 * month and whose name matches (`isSamePersonName`). The month is read through campaigns_passing_month_idx (its
 * first seven characters), so the names compared in code are the few of that month.
 */
export async function findSamePersonCampaigns(
  db: Database,
  person: { deceasedName: string; deceasedDateOfPassing: string | null | undefined },
): Promise<SamePersonMatch[]> {
  const month = monthOfPassing(person.deceasedDateOfPassing);
  if (!month) return [];
  const candidates = await db
    .select({
      id: campaigns.id,
      deceasedName: campaigns.deceasedName,
      customUrl: campaigns.customUrl,
    })
    .from(campaigns)
    .where(
      and(
        // A month given without its day ('YYYY-MM') and every full date of it; read through campaigns_passing_month_idx.
        sql`left(${campaigns.deceasedDateOfPassing}, 7) = ${month}`,
        eq(campaigns.isArchived, false),
        notDeleted,
      ),
    )
    .orderBy(campaigns.id);
  return candidates
    .filter((candidate) => isSamePersonName(candidate.deceasedName, person.deceasedName))
    .slice(0, SHOWN_MATCHES)
    .map((candidate) => ({
      id: candidate.id,
      deceasedName: candidate.deceasedName,
      monthOfPassing: month,
      path: campaignPathOf(candidate),
    }));
}

/** The creation dialog's question before it creates (POST /api/campaigns/same-person), counted per address. */
export async function listSamePersonCampaigns(
  db: Database,
  person: { deceasedName: string; deceasedDateOfPassing: string },
  { limiters, ipAddress }: { limiters: Limiters; ipAddress: string },
): Promise<SamePersonMatch[]> {
  await limiterFor(limiters, 'samePersonCheckPerIp').consume(ipAddress);
  return findSamePersonCampaigns(db, person);
}
