import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { m } from '../../paraglide/messages';
import { countedAmount } from '../campaigns/get-campaign-stats.server';
import { type CampaignActor, requireCampaignManager } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { inPersonGiftBatches } from '../in-person-gifts/list-in-person-gifts.server';
import { keysetBatches } from '../shared/keyset.server';
import { type Locale, messagesIn } from '../shared/locales';
import { toDecimalString } from '../shared/money';
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
import { type DonorRow, donorCsvFileName, donorCsvRow, inPersonDonorCsvRow } from './donor-csv';

export interface Donor extends DonorRow {
  id: number;
  status: string;
  isAnonymous: boolean;
  hasScreenshot: boolean;
}

/** Rows the CSV export reads at a time: one batch in memory, whatever the campaign's size. */

const STATUSES_OF: Record<DonorListQuery['status'], string[]> = {
  all: ['succeeded', 'pending_review'],
  pending_review: ['pending_review'],
};

function paymentMethodLabel(
  locale: Locale,
  {
    method,
    status,
    reduced,
    testMode,
  }: { method: string; status: string; reduced: boolean; testMode: boolean },
): string {
  const say = messagesIn(locale);
  if (method === 'mobile_wallet') {
    return say(status === 'pending_review' ? m.donor_method_wallet_pending : m.donor_method_wallet);
  }
  const card = say(reduced ? m.donor_method_card_reduced : m.donor_method_card);
  return testMode ? say(m.donor_method_test, { method: card }) : card;
}

/**
 * Up to `limit` donors after the cursor, oldest first. Amounts the contributor chose to hide stay "Private" even
 * here, as the spec's export does. The amount is what still counts (after refunds and disputes), as in the total:
 * the list adds up to the page.
 */
async function donorsAfter(
  db: Database,
  campaignId: number,
  {
    statuses,
    cursor,
    limit,
    locale,
  }: { statuses: string[]; cursor: ContributionCursor | null; limit: number; locale: Locale },
) {
  // The donor's columns only: a whole contributions row is three times as many for the database to send and the
  // driver to parse, 1,000 rows a batch.
  const rows = await db
    .select({
      id: contributions.id,
      createdAtExact,
      counted: countedAmount,
      amount: contributions.amount,
      status: contributions.paymentStatus,
      paymentMethod: contributions.paymentMethod,
      testMode: contributions.testMode,
      isAnonymous: contributions.isAnonymous,
      hasScreenshot: sql<boolean>`${contributions.screenshot} is not null`,
      name: contributions.contributorName,
      email: contributions.contributorEmail,
      relationship: contributions.contributorRelationship,
      hideAmount: contributions.hideAmount,
      currency: contributions.currency,
      confirmationCode: contributions.confirmationCode,
      walletProvider: contributions.walletProvider,
      memory: contributions.memory,
      tribute: contributions.tribute,
      createdAt: contributions.createdAt,
    })
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
  return rows.map((row) => ({
    id: row.id,
    createdAtExact: row.createdAtExact,
    donor: {
      id: row.id,
      status: row.status,
      isAnonymous: row.isAnonymous,
      hasScreenshot: row.hasScreenshot,
      name: row.name,
      email: row.email,
      relationship: contributorRelationshipLabel(row.relationship, locale),
      amount: row.hideAmount ? null : Number(row.counted).toFixed(2),
      currency: row.currency,
      paymentMethod: paymentMethodLabel(locale, {
        method: row.paymentMethod,
        status: row.status,
        reduced: Number(row.counted) < Number(row.amount),
        testMode: row.testMode,
      }),
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
 * the organizer only: a page at a time, oldest first (pass `nextCursor` back as `after`). How each gave is written
 * in the reader's language.
 */
export async function listDonors(
  db: Database,
  {
    campaignId,
    actor,
    status,
    limit,
    after,
    locale,
  }: { campaignId: number; actor: CampaignActor; locale: Locale } & DonorListQuery,
) {
  const campaign = await requireManagedCampaign(db, campaignId, actor);
  const fetched = await donorsAfter(db, campaign.id, {
    statuses: STATUSES_OF[status],
    cursor: requireContributionCursor(after),
    limit: limit + 1,
    locale,
  });
  const { rows, nextCursor } = keysetPage(fetched, limit);
  return { donors: rows.map((row) => row.donor), nextCursor };
}

/**
 * The donor list as CSV rows, a batch at a time (keyset on the campaign/created index, so the 100th batch costs
 * what the first does), in the downloader's language. Access is checked before the first row is read.
 */
export async function exportDonorsCsv(
  db: Database,
  { campaignId, actor, locale }: { campaignId: number; actor: CampaignActor; locale: Locale },
) {
  const campaign = await requireManagedCampaign(db, campaignId, actor);
  const online = keysetBatches(
    (cursor, limit) => donorsAfter(db, campaign.id, { statuses: STATUSES_OF.all, cursor, limit, locale }),
    (rows) => rows.map(({ donor }) => donorCsvRow(donor, locale)),
  );
  // Then the gifts handed over in person (issue 34 item 3), marked so: one file of everyone who gave.
  const inPerson = inPersonGiftBatches(db, campaign.id, (gifts) =>
    gifts.map((gift) =>
      inPersonDonorCsvRow(
        {
          giverName: gift.giverName,
          amount:
            gift.amountMinor === null || gift.currency === null
              ? null
              : toDecimalString(gift.amountMinor, gift.currency),
          currency: gift.currency,
          inKind: gift.inKind,
          note: gift.note,
          date: gift.createdAt.toISOString().slice(0, 10),
        },
        locale,
      ),
    ),
  );
  async function* batches() {
    yield* online;
    yield* inPerson;
  }
  return { fileName: donorCsvFileName(campaign.deceasedName), batches: batches() };
}
