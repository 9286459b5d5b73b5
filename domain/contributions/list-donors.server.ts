import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributorRelationshipLabel } from '../shared/relationships';
import {
  type ContributionCursor,
  contributionOrderBy,
  createdAtExact,
  keysetPage,
  pastCursor,
  requireContributionCursor,
} from './contribution-cursor.server';
import type { DonorListQuery } from './contribution-schemas';
import { type DonorRow, donorCsvFileName, donorCsvRow } from './donor-csv';

export interface Donor extends DonorRow {
  id: number;
  status: string;
  isAnonymous: boolean;
  hasScreenshot: boolean;
}

/** Rows the CSV export reads at a time: one batch in memory, whatever the campaign's size. */
const CSV_BATCH_SIZE = 1000;

const STATUSES_OF: Record<DonorListQuery['status'], string[]> = {
  all: ['succeeded', 'pending_review'],
  pending_review: ['pending_review'],
};

function paymentMethodLabel(method: string, status: string, reduced: boolean): string {
  if (method === 'mobile_wallet') {
    return status === 'pending_review' ? 'Mobile wallet (awaiting confirmation)' : 'Mobile wallet';
  }
  return reduced ? 'Card (partly refunded or disputed)' : 'Card';
}

/**
 * Up to `limit` donors after the cursor, oldest first. Amounts the contributor chose to hide stay "Private" even
 * here, as the spec's export does. The amount is what still counts (after refunds and disputes), as in the total:
 * the list adds up to the page.
 */
async function donorsAfter(
  db: Database,
  campaignId: number,
  { statuses, cursor, limit }: { statuses: string[]; cursor: ContributionCursor | null; limit: number },
) {
  const rows = await db
    .select({ row: contributions, counted: countedAmount, createdAtExact, id: contributions.id })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        inArray(contributions.paymentStatus, statuses),
        pastCursor(cursor, 'oldest'),
      ),
    )
    .orderBy(...contributionOrderBy('oldest'))
    .limit(limit);
  return rows.map(({ row, counted, ...position }) => ({
    ...position,
    donor: {
      id: row.id,
      status: row.paymentStatus,
      isAnonymous: row.isAnonymous,
      hasScreenshot: row.screenshot !== null,
      name: row.contributorName,
      email: row.contributorEmail,
      relationship: contributorRelationshipLabel(row.contributorRelationship),
      amount: row.hideAmount ? null : Number(counted).toFixed(2),
      currency: row.currency,
      paymentMethod: paymentMethodLabel(
        row.paymentMethod,
        row.paymentStatus,
        Number(counted) < Number(row.amount),
      ),
      confirmationCode: row.confirmationCode,
      walletProvider: row.walletProvider,
      tribute: row.memory ?? row.tribute,
      date: row.createdAt.toISOString().slice(0, 10),
    } satisfies Donor,
  }));
}

async function requireManagedCampaign(db: Database, campaignId: number, actor: CampaignActor) {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  return campaign;
}

/**
 * Everyone who gave (confirmed) or says they gave (mobile wallet awaiting confirmation), or only the latter, for
 * the organizer only: a page at a time, oldest first (pass `nextCursor` back as `after`).
 */
export async function listDonors(
  db: Database,
  { campaignId, actor, status, limit, after }: { campaignId: number; actor: CampaignActor } & DonorListQuery,
) {
  const campaign = await requireManagedCampaign(db, campaignId, actor);
  const fetched = await donorsAfter(db, campaign.id, {
    statuses: STATUSES_OF[status],
    cursor: requireContributionCursor(after),
    limit: limit + 1,
  });
  const { rows, nextCursor } = keysetPage(fetched, limit);
  return { donors: rows.map((row) => row.donor), nextCursor };
}

/**
 * The donor list as CSV rows, a batch at a time (keyset on the campaign/created index, so the 100th batch costs
 * what the first does). Access is checked before the first row is read.
 */
export async function exportDonorsCsv(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
) {
  const campaign = await requireManagedCampaign(db, campaignId, actor);
  async function* batches() {
    let cursor: ContributionCursor | null = null;
    for (;;) {
      const batch = await donorsAfter(db, campaign.id, {
        statuses: STATUSES_OF.all,
        cursor,
        limit: CSV_BATCH_SIZE,
      });
      if (batch.length > 0) yield batch.map(({ donor }) => donorCsvRow(donor));
      const last = batch.at(-1);
      if (!last || batch.length < CSV_BATCH_SIZE) return;
      cursor = { createdAt: last.createdAtExact, id: last.id };
    }
  }
  return { fileName: donorCsvFileName(campaign.deceasedName), batches: batches() };
}
