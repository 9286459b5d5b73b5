export { applyPaymentEvent, type PaymentEventOutcome } from './apply-payment-event.server';
export { confirmCardPayment } from './confirm-card-payment.server';
export type { ContributionDependencies, ContributionNotices } from './contribution-dependencies.server';
export { createMobileWalletContribution } from './create-mobile-wallet-contribution.server';
export { getCampaignStatsText } from './get-campaign-stats-text.server';
export { getWalletScreenshot } from './get-wallet-screenshot.server';
export { type ContributionListItem, listContributions } from './list-contributions.server';
export { type Donor, exportDonorsCsv, listDonors } from './list-donors.server';
export { markPaymentFailed } from './mark-payment-failed.server';
export { payWithSandboxCard } from './pay-with-sandbox-card.server';
export {
  type ReconciliationDependencies,
  type ReconciliationReport,
  reconcileCardPayments,
} from './reconcile-card-payments.server';
export { recordCardPayment } from './record-card-payment.server';
export { recordDispute } from './record-dispute.server';
export { recordRefundedAmount, restoreUndoneRefund } from './record-refund.server';
export { reviewWalletContribution, undoWalletRejection } from './review-wallet-contribution.server';
export { startCardContribution } from './start-card-contribution.server';
