import { describe, expect, it } from 'vitest';
import { refusalIn } from '../shared/refusal-words.server';
import { mobileWalletContributionSchema } from './contribution-schemas';

const walletGift = (walletProvider: unknown) => ({
  campaignId: 1,
  contributorName: 'Kwame Mensah',
  contributorEmail: 'kwame@example.com',
  amount: 2000,
  currency: 'KES',
  mobileWalletDetails: { confirmationCode: 'QKJ4H7Y2XP' },
  walletProvider,
});

describe('the wallet a mobile wallet gift was sent from', () => {
  it('when it is one of the wallets offered, then it is kept as written', () => {
    expect(mobileWalletContributionSchema.parse(walletGift('MTN MoMo')).walletProvider).toBe('MTN MoMo');
  });

  it('when it is left out, then it is stored as unknown (the spec’s payload has no wallet)', () => {
    expect(mobileWalletContributionSchema.parse(walletGift(undefined)).walletProvider).toBeNull();
    expect(mobileWalletContributionSchema.parse(walletGift(null)).walletProvider).toBeNull();
  });

  it('when it is anything else, then it is refused with a message for the field', () => {
    const result = mobileWalletContributionSchema.safeParse(walletGift('Bitcoin'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['walletProvider'],
      message: 'gift_error_wallet',
    });
    // The edge answers the key in the giver's language: the spec's English, or the reader's own.
    const message = result.error?.issues[0]?.message ?? '';
    expect(refusalIn('en', message)).toBe('Please choose the wallet you sent from');
    expect(refusalIn('sw', message)).toBe('Tafadhali chagua huduma ya pesa za simu uliyotumia');
  });
});
