/**
 * The payout choices the creation dialog offers (spec part 1 §3), worded in the reader's language by
 * payout-method-words.ts; relationships: domain/shared/relationships.ts.
 */
export const PAYOUT_METHODS = [
  { value: 'bank_transfer' },
  { value: 'mobile_money' },
  { value: 'paypal' },
  { value: 'cash_pickup' },
] as const;

export type PayoutMethod = (typeof PAYOUT_METHODS)[number]['value'];
export const PAYOUT_METHOD_VALUES = PAYOUT_METHODS.map((method) => method.value) as [
  PayoutMethod,
  ...PayoutMethod[],
];
