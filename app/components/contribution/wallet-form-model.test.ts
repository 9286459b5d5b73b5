import { describe, expect, it } from 'vitest';
import { walletProvidersFor } from '../../../domain/contributions/wallet-providers';
import {
  emptyWalletDraft,
  nextWalletStep,
  previousWalletStep,
  problemWith,
  restoreWalletDraft,
  senderEquivalentOf,
  walletContributionBodyOf,
} from './wallet-form-model';

const draft = (patch: Partial<ReturnType<typeof emptyWalletDraft>> = {}) => ({
  ...emptyWalletDraft('KES'),
  ...patch,
});

describe('the mobile wallet form model', () => {
  it('when the form opens, then the amount is in the recipient country’s currency', () => {
    expect(emptyWalletDraft('KES')).toMatchObject({ step: 'recipient', currency: 'KES', amount: '' });
  });

  it('when each step is checked, then the spec’s message names what is missing', () => {
    expect(problemWith(draft())?.description).toBe('Please enter a contribution amount');
    expect(problemWith(draft({ amount: '0' }))?.description).toBe('Please enter a contribution amount');
    expect(problemWith(draft({ amount: '2000' }))).toBeNull();
    expect(problemWith(draft({ step: 'details', contributorName: 'Kwame' }))?.description).toBe(
      'Please fill in your name and email',
    );
    expect(
      problemWith(draft({ step: 'details', contributorName: 'Kwame', contributorEmail: 'kwame' }))?.title,
    ).toBe('Invalid email');
    expect(problemWith(draft({ step: 'confirmation', confirmationCode: ' ' }))?.title).toBe(
      'Confirmation code required',
    );
  });

  it('when moving, then next and back stay inside the three steps', () => {
    expect(nextWalletStep('recipient')).toBe('details');
    expect(nextWalletStep('confirmation')).toBe('confirmation');
    expect(previousWalletStep('recipient')).toBe('recipient');
  });

  it('when the giver lives elsewhere, then the amount is also shown in their currency at the fixed rates', () => {
    // 5,000 KES at 125 per USD = 40 USD = 31.60 GBP at 0.79 per USD
    expect(senderEquivalentOf({ amount: '5000', currency: 'KES' }, 'GBP')).toBe('≈ £31.60');
    // An estimate in a currency whose cents are noise reads in whole units.
    expect(senderEquivalentOf({ amount: '50', currency: 'GBP' }, 'KES')).toBe('≈ KES\u00a07,911');
    expect(senderEquivalentOf({ amount: '5000', currency: 'KES' }, 'KES')).toBeNull();
    expect(senderEquivalentOf({ amount: '', currency: 'KES' }, 'GBP')).toBeNull();
    expect(senderEquivalentOf({ amount: '5000', currency: 'KES' }, '')).toBeNull();
  });

  it('when submitted, then the spec’s payload carries the trimmed answers and the wallet named', () => {
    const body = walletContributionBodyOf(
      draft({
        step: 'confirmation',
        amount: '2000',
        walletProvider: 'M-Pesa',
        contributorName: ' Kwame ',
        contributorEmail: 'kwame@example.com ',
        confirmationCode: ' QKJ4H7Y2XP ',
        memory: '  ',
      }),
      4,
      null,
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(body).toEqual({
      campaignId: 4,
      contributorName: 'Kwame',
      contributorEmail: 'kwame@example.com',
      contributorRelationship: 'other',
      amount: 2000,
      currency: 'KES',
      paymentMethod: 'mobile_wallet',
      mobileWalletDetails: {
        confirmationCode: 'QKJ4H7Y2XP',
        amount: 2000,
        screenshot: null,
        timestamp: '2026-01-02T03:04:05.000Z',
      },
      walletProvider: 'M-Pesa',
      memory: null,
      hideAmount: false,
      isAnonymous: false,
      wantsUpdates: false,
      photos: [],
    });
    expect(walletContributionBodyOf(draft(), 4, null, new Date()).walletProvider).toBeNull();
  });

  it('when a stored draft is restored, then only known steps, currencies and wallets come back', () => {
    const initial = emptyWalletDraft('NGN');
    expect(restoreWalletDraft(null, initial)).toEqual(initial);
    expect(
      restoreWalletDraft(
        { step: 'details', currency: '', amount: '500', walletProvider: 'Bitcoin', hideAmount: 'yes' },
        initial,
      ),
    ).toEqual({ ...initial, step: 'details', amount: '500' });
    expect(restoreWalletDraft({ step: 'paid', currency: 'GBP' }, initial)).toMatchObject({
      step: 'recipient',
      currency: 'GBP',
    });
  });
});

describe('the wallets offered for a recipient country', () => {
  it('when the recipient is in Kenya, then M-Pesa and Airtel Money are offered, and Other', () => {
    expect(walletProvidersFor('KE')).toEqual(['M-Pesa', 'Airtel Money', 'Other']);
    expect(walletProvidersFor('NG')).toEqual(['MTN MoMo', 'Airtel Money', 'Other']);
    expect(walletProvidersFor('ZW')).toEqual(['EcoCash', 'Other']);
  });

  it('when the country has no known list, then every wallet is offered', () => {
    expect(walletProvidersFor('GB')).toHaveLength(6);
  });
});
