import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.server';
import { budgetSpending } from '../../db/schema';
import type { FileStore } from '../../integrations/storage/file-store';
import { type CampaignActor, campaignRoleOf } from '../campaigns/permissions';
import { requireVisibleCampaign } from '../campaigns/require-visible-campaign.server';
import { NotFoundError } from '../shared/errors';
import { refusalKey } from '../shared/refusal-words';

export const RECEIPT_NOT_FOUND = refusalKey('refusal_receipt_not_available');

/** Where a payment's receipt is opened: the only address of it anyone outside the family is ever given. */
export function receiptPathOf(paymentId: number): string {
  return `/receipt/${paymentId}`;
}

/**
 * A payment's receipt photo, for whoever may see it (decision 032): the family always; anyone else only while the
 * budget is public, the campaign visible to them and the payment not removed. Otherwise 404, as for no receipt:
 * whether a private budget has receipts is not told. The upload's own address (/uploads/…, 128 random bits) is
 * never put in a page a visitor gets, so hiding the budget takes its receipts away with it.
 */
export async function readReceipt(
  db: Database,
  fileStore: Pick<FileStore, 'get' | 'publicPath'>,
  input: { paymentId: number; actor: CampaignActor },
): Promise<{ image: Buffer; forFamilyOnly: boolean }> {
  const [payment] = await db
    .select({
      campaignId: budgetSpending.campaignId,
      receipt: budgetSpending.receipt,
      deletedAt: budgetSpending.deletedAt,
    })
    .from(budgetSpending)
    .where(eq(budgetSpending.id, input.paymentId))
    .limit(1);
  if (!payment?.receipt) throw new NotFoundError(RECEIPT_NOT_FOUND);
  const campaign = await requireVisibleCampaign(db, payment.campaignId, input.actor).catch(() => {
    throw new NotFoundError(RECEIPT_NOT_FOUND);
  });
  const role = campaignRoleOf(input.actor, campaign);
  const isFamily = role === 'organizer' || role === 'recipient';
  if (!isFamily && (!campaign.budgetPublic || payment.deletedAt)) throw new NotFoundError(RECEIPT_NOT_FOUND);
  const prefix = `${fileStore.publicPath}/`;
  const image = payment.receipt.startsWith(prefix)
    ? await fileStore.get(payment.receipt.slice(prefix.length))
    : null;
  if (!image) throw new NotFoundError(RECEIPT_NOT_FOUND);
  return { image, forFamilyOnly: !campaign.budgetPublic || payment.deletedAt !== null };
}
