import { m } from '../../../paraglide/messages';

/** What the budget page says after each of its actions (`?notice=…`), in the reader's language. */
export const BUDGET_NOTICES = {
  'line-added': m.family_budget_line_added,
  'line-changed': m.family_budget_line_changed,
  'line-removed': m.family_budget_line_removed,
  'payment-recorded': m.family_budget_payment_recorded,
  'payment-edited': m.family_budget_payment_edited,
  'payment-removed': m.family_budget_payment_removed,
  public: m.family_budget_public_notice,
  private: m.family_budget_private_notice,
} as const;
