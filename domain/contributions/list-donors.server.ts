import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { contributorRelationshipLabel } from '../shared/relationships';
import { type DonorRow, donorCsv, donorCsvFileName } from './donor-csv';

export interface Donor extends DonorRow {
  id: number;
  status: string;
  isAnonymous: boolean;
  hasScreenshot: boolean;
}

function paymentMethodLabel(method: string, status: string, reduced: boolean): string {
  if (method === 'mobile_wallet') {
    return status === 'pending_review' ? 'Mobile wallet (awaiting confirmation)' : 'Mobile wallet';
  }
  return reduced ? 'Card (partly refunded or disputed)' : 'Card';
}

/**
 * Everyone who gave (confirmed) or says they gave (mobile wallet awaiting confirmation), oldest first, for the
 * organizer only. Amounts the contributor chose to hide stay "Private" even here, as the spec's export does. The
 * amount is what still counts (after refunds and disputes), as in the total: the list adds up to the page.
 */
export async function listDonors(
  db: Database,
  { campaignId, actor }: { campaignId: number; actor: CampaignActor },
) {
  const campaign = await requireVisibleCampaign(db, campaignId, actor);
  requireCampaignManager(actor, campaign);
  const rows = await db
    .select({ row: contributions, counted: countedAmount })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaign.id),
        inArray(contributions.paymentStatus, ['succeeded', 'pending_review']),
      ),
    )
    .orderBy(asc(contributions.createdAt), asc(contributions.id));
  const donors: Donor[] = rows.map(({ row, counted }) => ({
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
  }));
  return { campaign, donors };
}

export async function exportDonorsCsv(
  db: Database,
  request: { campaignId: number; actor: CampaignActor },
): Promise<{ fileName: string; csv: string }> {
  const { campaign, donors } = await listDonors(db, request);
  return { fileName: donorCsvFileName(campaign.deceasedName), csv: donorCsv(donors) };
}
