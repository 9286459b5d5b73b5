import * as m from '../../paraglide/messages';
import { type Locale, messagesIn } from '../shared/locales';
import type { PayoutMethod } from './campaign-options';

const PAYOUT_METHOD_MESSAGES = {
  bank_transfer: m.email_payout_method_bank_transfer,
  mobile_money: m.email_payout_method_mobile_money,
  paypal: m.email_payout_method_paypal,
  cash_pickup: m.email_payout_method_cash_pickup,
} satisfies Record<PayoutMethod, unknown>;

/** How a payout method reads in `locale`; one no longer offered keeps its stored name. */
export function payoutMethodIn(locale: Locale, value: string): string {
  const message = PAYOUT_METHOD_MESSAGES[value as PayoutMethod];
  return message ? messagesIn(locale)(message) : value.replace(/[_-]/g, ' ');
}

/** Where the money goes, in `locale`: "Mobile money to +254722000111", or what is known of it. */
export function payoutDestinationIn(
  locale: Locale,
  { method, phone }: { method: string | null; phone: string | null },
): string {
  const say = messagesIn(locale);
  const methodText = method && payoutMethodIn(locale, method);
  if (methodText && phone) return say(m.email_payout_destination_phone, { method: methodText, phone });
  return methodText || phone || say(m.email_payout_destination_unknown);
}
