import type { Database } from '../../db/client.server';
import { contributions } from '../../db/schema';
import { requireCampaignAcceptingContributions } from '../campaigns/require-visible-campaign.server';
import { subscribeGiverToUpdates } from '../gathering/update-subscriptions.server';
import { toDecimalString } from '../shared/money';
import type { RequestDependencies } from '../shared/request-dependencies.server';
import { attachUploads } from '../uploads/attach-uploads.server';
import { readAmount, requireSupportedCurrency } from './amount-rules';
import { cleanScreenshot } from './clean-screenshot.server';
import type { ContributionNotices } from './contribution-dependencies.server';
import { queueOrganizerNotice, queueWalletReceipt } from './contribution-emails.server';
import type { MobileWalletContributionInput } from './contribution-schemas';

/**
 * POST /api/contribute: the contributor says they sent money straight to the recipient's mobile wallet. It is
 * kept as pending_review, with no fees, until the organizer (or an admin) confirms it against their wallet;
 * only then does it count toward the total. Its rate limit is applied at the door (server/api/mobile-wallet.ts),
 * before the large body is read.
 */
export async function createMobileWalletContribution(
  db: Database,
  input: MobileWalletContributionInput,
  services: Pick<ContributionNotices, 'mailer' | 'baseUrl'> & Pick<RequestDependencies, 'locale'>,
) {
  const currency = requireSupportedCurrency(input.currency, { forCard: false });
  const amountMinor = readAmount(input.amount, currency.code, 1);
  const campaign = await requireCampaignAcceptingContributions(db, input.campaignId);
  const screenshot = input.mobileWalletDetails.screenshot
    ? await cleanScreenshot(input.mobileWalletDetails.screenshot)
    : null;
  const amount = toDecimalString(amountMinor, currency.code);
  const zero = toDecimalString(0, currency.code);

  const contribution = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contributions)
      .values({
        campaignId: campaign.id,
        contributorName: input.contributorName,
        contributorEmail: input.contributorEmail,
        contributorRelationship: input.contributorRelationship,
        amount,
        currency: currency.code,
        paymentMethod: 'mobile_wallet',
        paymentStatus: 'pending_review',
        reviewStatus: 'pending_review',
        platformFee: zero,
        processingFee: zero,
        revenue: zero,
        payoutAmount: amount,
        confirmationCode: input.mobileWalletDetails.confirmationCode,
        walletProvider: input.walletProvider,
        screenshot,
        mobileWalletDetails: {
          confirmationCode: input.mobileWalletDetails.confirmationCode,
          amount: Number(amount),
          timestamp: input.mobileWalletDetails.timestamp ?? new Date().toISOString(),
        },
        memory: input.memory,
        photos: input.photos,
        hideAmount: input.hideAmount,
        isAnonymous: input.isAnonymous,
        wantsUpdates: input.wantsUpdates,
        locale: services.locale,
      })
      .returning();
    await attachUploads(tx, created.photos);
    await subscribeGiverToUpdates(tx, created);
    await queueWalletReceipt(tx, services, campaign, created);
    await queueOrganizerNotice(tx, services, campaign, created, 'wallet');
    return created;
  });
  services.mailer.deliverSoon();
  return contribution;
}
