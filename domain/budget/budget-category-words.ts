import { m } from '../../paraglide/messages';
import type { BudgetCategory } from './budget-categories';

/** Each category's name in the catalogue: the one naming the page, the family's tool and the statement share. */
export const BUDGET_CATEGORY_WORDS = {
  mortuary: m.budget_category_mortuary,
  coffin: m.budget_category_coffin,
  transport: m.budget_category_transport,
  venue: m.budget_category_venue,
  catering: m.budget_category_catering,
  burial: m.budget_category_burial,
  printing: m.budget_category_printing,
  other: m.budget_category_other,
} satisfies Record<BudgetCategory, unknown>;
