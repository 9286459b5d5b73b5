/** The payout choices the creation dialog offers (spec part 1 §3); relationships: domain/shared/relationships.ts. */

export const PAYOUT_METHODS = [
  { value: 'bank_transfer', label: 'Bank transfer', hint: 'Paid into a bank account' },
  { value: 'mobile_money', label: 'Mobile money', hint: 'M-Pesa, MTN MoMo, Airtel Money and others' },
  { value: 'paypal', label: 'PayPal', hint: 'Paid into a PayPal account' },
  { value: 'cash_pickup', label: 'Cash pickup', hint: 'Collected at a remittance agent' },
] as const;

export type PayoutMethod = (typeof PAYOUT_METHODS)[number]['value'];
export const PAYOUT_METHOD_VALUES = PAYOUT_METHODS.map((method) => method.value) as [
  PayoutMethod,
  ...PayoutMethod[],
];

export function payoutMethodLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return PAYOUT_METHODS.find((method) => method.value === value)?.label ?? value.replace(/[_-]/g, ' ');
}
