/** The funeral budget's categories, in the order a family plans them (issue 34). */
export const BUDGET_CATEGORIES = [
  'mortuary',
  'coffin',
  'transport',
  'venue',
  'catering',
  'burial',
  'printing',
  'other',
] as const;

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
