import type { Database } from '../../db/client.server';
import { inPersonGifts } from '../../db/schema';
import { auditActorOf, type CampaignActor } from '../campaigns/permissions';
import { requireFamilyCampaign } from '../gathering/family-campaign.server';
import { recordAudit } from '../shared/audit.server';
import { InvalidInputError } from '../shared/errors';
import { toDecimalString } from '../shared/money';
import { refusalKey } from '../shared/refusal-words';
import { type InPersonCsvPreview, previewInPersonCsv } from './in-person-csv';
import type { InPersonGiftDependencies } from './in-person-gift-dependencies';
import { inPersonGiftValues } from './in-person-gift-row.server';

export const IMPORT_HAS_PROBLEMS = (count: number) => refusalKey('in_person_error_rows_to_fix', { count });

/** The family's preview of a collection book's CSV: every row as it will be recorded, and the bad ones with why. */
export async function previewInPersonGiftsImport(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; text: string },
): Promise<InPersonCsvPreview> {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  return previewInPersonCsv(input.text, campaign.campaignCurrency);
}

/**
 * Imports the previewed file: read again here (the browser's copy is never trusted), and recorded whole in one
 * transaction with one audit row, or not at all. A file with any bad row imports nothing until it is fixed.
 */
export async function importInPersonGifts(
  db: Database,
  input: { campaignId: number; actor: CampaignActor; text: string },
  { campaignChanged, ...origin }: InPersonGiftDependencies,
) {
  const { campaign } = await requireFamilyCampaign(db, input.campaignId, input.actor);
  const preview = previewInPersonCsv(input.text, campaign.campaignCurrency);
  if (!preview.ok) throw new InvalidInputError(preview.fileError, { file: preview.fileError });
  if (preview.problems.length > 0) {
    const message = IMPORT_HAS_PROBLEMS(preview.problems.length);
    throw new InvalidInputError(message, { file: message });
  }
  const totals = new Map<string, number>();
  for (const row of preview.rows) {
    if (row.amountMinor !== null) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amountMinor);
  }
  const imported = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(inPersonGifts)
      .values(preview.rows.map((row) => inPersonGiftValues(campaign.id, row)))
      .returning({ id: inPersonGifts.id });
    await recordAudit(
      tx,
      {
        action: 'in_person_gift.import',
        entityType: 'campaign',
        entityId: campaign.id,
        ...auditActorOf(input.actor, campaign),
        details: {
          campaignId: campaign.id,
          gifts: rows.length,
          giftIds: rows.map((row) => row.id),
          totals: Object.fromEntries(
            [...totals].map(([currency, minor]) => [currency, toDecimalString(minor, currency)]),
          ),
          inKindGifts: preview.rows.filter((row) => row.inKind !== null).length,
        },
      },
      origin,
    );
    return rows.length;
  });
  campaignChanged(campaign.id);
  return { imported };
}
