import { describe, expect, it } from 'vitest';
import { feeExampleIn, feeFiguresIn, PLATFORM_FEE_LABEL, PROCESSING_FEE_LABEL } from './fee-wording';
import {
  amountCoveringFees,
  calculateCardFees,
  cardFeesAfterReversal,
  feesAsDecimalStrings,
  fixedProcessingFeeMinor,
  minimumCardAmount,
} from './fees';

describe('card fees, hand-computed', () => {
  it('when 100.00 USD is given, then 6.00 platform, 2.90 + 0.30 processing and 90.80 reach the family', () => {
    expect(calculateCardFees(10_000, 'USD')).toEqual({
      amountMinor: 10_000,
      platformFeeMinor: 600,
      processingFeeMinor: 320,
      revenueMinor: 600,
      payoutAmountMinor: 9_080,
    });
  });

  it('when 12.34 USD is given, then each part is rounded half up once and the parts add up exactly', () => {
    // 6% of 1234 = 74.04 -> 74; 2.9% of 1234 = 35.786 -> 36, + 30 = 66; 1234 - 74 - 66 = 1094
    const fees = calculateCardFees(1_234, 'USD');
    expect(fees).toMatchObject({ platformFeeMinor: 74, processingFeeMinor: 66, payoutAmountMinor: 1_094 });
    expect(fees.platformFeeMinor + fees.processingFeeMinor + fees.payoutAmountMinor).toBe(1_234);
  });

  it('when R500.00 is given, then the 0.30 USD part is R5.55 (18.5 per USD)', () => {
    // 6% of 50000 = 3000; 2.9% = 1450, + 555 = 2005; 50000 - 3000 - 2005 = 44995
    expect(fixedProcessingFeeMinor('ZAR')).toBe(555);
    expect(feesAsDecimalStrings(calculateCardFees(50_000, 'ZAR'), 'ZAR')).toEqual({
      amount: '500.00',
      platformFee: '30.00',
      processingFee: '20.05',
      revenue: '30.00',
      payoutAmount: '449.95',
    });
  });

  it('when USh 50,000 is given, then fees are whole shillings (zero-decimal currency)', () => {
    // 6% = 3000; 2.9% = 1450, + 0.30 x 2500 = 750 -> 2200; 50000 - 3000 - 2200 = 44800
    expect(calculateCardFees(50_000, 'UGX')).toMatchObject({
      platformFeeMinor: 3_000,
      processingFeeMinor: 2_200,
      payoutAmountMinor: 44_800,
    });
    expect(feesAsDecimalStrings(calculateCardFees(50_000, 'UGX'), 'UGX').payoutAmount).toBe('44800.00');
    // 6% of 3333 = 199.98 -> 200; 2.9% of 3333 = 96.657 -> 97, + 750 = 847
    expect(calculateCardFees(3_333, 'UGX')).toMatchObject({ platformFeeMinor: 200, processingFeeMinor: 847 });
  });

  it('when 25.00 EUR is given, then 2.9% (0.725) rounds half up to 0.73 and 0.30 USD is 0.28 EUR', () => {
    // 6% of 2500 = 150; 2.9% = 72.5 -> 73; 0.30 x 0.92 = 0.276 -> 28; 2500 - 150 - 101 = 2249
    expect(fixedProcessingFeeMinor('EUR')).toBe(28);
    expect(calculateCardFees(2_500, 'EUR')).toMatchObject({
      platformFeeMinor: 150,
      processingFeeMinor: 101,
      payoutAmountMinor: 2_249,
    });
  });

  it('when a three-decimal currency is used, then the fixed fee is kept in hundredths like the database', () => {
    // 0.30 x 0.31 KWD = 0.093 -> 0.09 (stored to two decimals; Stripe gets 90 fils)
    expect(fixedProcessingFeeMinor('KWD')).toBe(9);
  });

  it('when the minimum card amount is asked, then it is 1 USD converted and rounded up to a whole unit', () => {
    expect(minimumCardAmount('USD')).toBe(1);
    expect(minimumCardAmount('ZAR')).toBe(19);
    expect(minimumCardAmount('UGX')).toBe(2_500);
    expect(minimumCardAmount('EUR')).toBe(1);
    expect(calculateCardFees(1_900, 'ZAR').payoutAmountMinor).toBeGreaterThan(0);
  });
});

describe('covering the fees so the family receives the full amount (issue 11 item 10)', () => {
  it('when 100.00 USD is to reach the family, then 110.08 is charged and exactly 100.00 reaches them', () => {
    // 6% of 11008 = 660.48 -> 660; 2.9% = 319.232 -> 319, + 30 = 349; 11008 - 660 - 349 = 9999 < 10000,
    // so one cent more: 11009 -> 661 + 349 (319.261 -> 319) -> 9999; 11010 -> 661 + 349 -> 10000
    const charged = amountCoveringFees(10_000, 'USD');
    expect(calculateCardFees(charged, 'USD').payoutAmountMinor).toBeGreaterThanOrEqual(10_000);
    expect(calculateCardFees(charged - 1, 'USD').payoutAmountMinor).toBeLessThan(10_000);
    expect(charged).toBe(11_010);
  });

  it('when ₦15,000 is to reach the family, then the charge is the least whose payout reaches it', () => {
    const charged = amountCoveringFees(1_500_000, 'NGN');
    expect(calculateCardFees(charged, 'NGN').payoutAmountMinor).toBeGreaterThanOrEqual(1_500_000);
    expect(calculateCardFees(charged - 1, 'NGN').payoutAmountMinor).toBeLessThan(1_500_000);
  });

  it('when any amount in a zero-decimal or a two-decimal currency is covered, then the payout is never short', () => {
    for (const code of ['USD', 'UGX', 'KES', 'EUR']) {
      for (let gift = 100; gift < 1_000_000; gift = Math.ceil(gift * 1.37) + 1) {
        const charged = amountCoveringFees(gift, code);
        expect(calculateCardFees(charged, code).payoutAmountMinor).toBeGreaterThanOrEqual(gift);
        expect(calculateCardFees(charged - 1, code).payoutAmountMinor).toBeLessThan(gift);
      }
    }
  });
});

describe('fees of a gift partly or wholly given back (refunds, a lost chargeback)', () => {
  it('when nothing went back, then the fees are those of the whole gift', () => {
    expect(cardFeesAfterReversal(10_000, 10_000, 'USD')).toEqual(calculateCardFees(10_000, 'USD'));
  });

  it('when 30.00 of 100.00 USD is refunded, then Stripe keeps its 3.20, the platform takes 6% of 70.00', () => {
    // 6% of 7000 = 420; processing stays 2.9% of 10000 + 30 = 320; 7000 - 420 - 320 = 6260
    expect(cardFeesAfterReversal(10_000, 7_000, 'USD')).toEqual({
      amountMinor: 7_000,
      platformFeeMinor: 420,
      processingFeeMinor: 320,
      revenueMinor: 420,
      payoutAmountMinor: 6_260,
    });
  });

  it('when all of it is refunded, then nothing is paid out and the platform bears Stripe’s fee', () => {
    expect(cardFeesAfterReversal(10_000, 0, 'USD')).toEqual({
      amountMinor: 0,
      platformFeeMinor: 0,
      processingFeeMinor: 320,
      revenueMinor: -320,
      payoutAmountMinor: 0,
    });
  });

  it('when what is kept is less than the fees, then the payout is zero, never negative, and the parts add up', () => {
    // 1.00 kept: 6% = 6; 100 - 6 - 320 < 0 -> payout 0, revenue 100 - 320 = -220
    expect(cardFeesAfterReversal(10_000, 100, 'USD')).toMatchObject({
      payoutAmountMinor: 0,
      revenueMinor: -220,
    });
    for (const kept of [0, 1, 99, 326, 5_000, 9_999]) {
      const fees = cardFeesAfterReversal(10_000, kept, 'USD');
      expect(fees.payoutAmountMinor).toBeGreaterThanOrEqual(0);
      expect(fees.payoutAmountMinor + fees.revenueMinor + fees.processingFeeMinor).toBe(kept);
    }
  });
});

describe('the fees in words (fee-wording.ts)', () => {
  it('when the constants are 6%, 2.9% and 30 US cents, then every label says so and the FAQ example adds up', () => {
    expect([PLATFORM_FEE_LABEL, PROCESSING_FEE_LABEL]).toEqual([
      'Pamoja platform fee (6%)',
      'Card processing (2.9% + 0.30 USD)',
    ]);
    expect(feeFiguresIn('en')).toEqual({ platform: '6%', processing: '2.9%', fixed: '0.30 USD' });
    expect(feeExampleIn('en', 100)).toEqual({ gift: '100 USD', fees: '9.20 USD', receives: '90.80 USD' });
    // French, through Intl: the sign after a no-break space, a decimal comma.
    expect(feeFiguresIn('fr').platform).toBe('6\u00a0%');
    expect(feeExampleIn('fr', 100).receives).toBe('90,80 USD');
  });
});
