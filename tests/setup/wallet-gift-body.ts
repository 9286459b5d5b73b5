/** A mobile wallet gift as the wallet screen posts it to /api/contribute (spec part 2 §3). */
export function walletGiftBody(campaignId: number, overrides: Record<string, unknown> = {}) {
  return {
    campaignId,
    contributorName: 'Kwame Mensah',
    contributorEmail: 'kwame@example.com',
    contributorRelationship: 'Colleague',
    amount: 2000,
    currency: 'KES',
    paymentMethod: 'mobile_wallet',
    mobileWalletDetails: {
      confirmationCode: 'QKJ4H7Y2XP',
      amount: 2000,
      timestamp: new Date().toISOString(),
    },
    memory: 'The kindest teacher our school ever had.',
    hideAmount: false,
    isAnonymous: false,
    photos: [],
    ...overrides,
  };
}
