/** The choices the creation dialog offers (spec part 1 §3). Browser-safe. */

export const RELATIONSHIP_OPTIONS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
  { value: 'sibling', label: 'Sibling' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'grandchild', label: 'Grandchild' },
  { value: 'aunt_uncle', label: 'Aunt / Uncle' },
  { value: 'niece_nephew', label: 'Niece / Nephew' },
  { value: 'cousin', label: 'Cousin' },
  { value: 'friend', label: 'Close Friend' },
  { value: 'colleague', label: 'Colleague' },
  { value: 'other', label: 'Other' },
] as const;

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

const RELATIONSHIP_LABELS = new Map<string, string>(
  RELATIONSHIP_OPTIONS.map((option) => [option.value, option.label]),
);

/** A stored relationship for display: a known value gets its label, free text ("other") is shown as typed. */
export function relationshipLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return RELATIONSHIP_LABELS.get(value) ?? value;
}

export function payoutMethodLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return PAYOUT_METHODS.find((method) => method.value === value)?.label ?? value.replace(/[_-]/g, ' ');
}
