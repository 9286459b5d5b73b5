import { z } from 'zod';
import * as m from '../../paraglide/messages';
import { formerRecipientMessage, whatsAppMessageUrl } from '../recipients/recipient-access-message';
import { type Locale, messagesIn } from '../shared/locales';
import { refusalKey } from '../shared/refusal-words';
import { PAYOUT_COUNTRIES } from '../shared/regions';
import { PAYOUT_METHOD_VALUES } from './campaign-options';
import { CAMPAIGN_MESSAGES, phoneSchema } from './campaign-schemas';
import { payoutDestinationIn } from './payout-method-words';

/**
 * Where a campaign's money goes: the recipient's phone, country and payout method. Changing it is its own,
 * guarded action (issue 11 item 4), never part of an ordinary edit.
 */
export const payoutDestinationSchema = z.object({
  recipientCountry: z.enum(PAYOUT_COUNTRIES.map((country) => country.code) as [string, ...string[]], {
    error: CAMPAIGN_MESSAGES.recipientCountry,
  }),
  recipientPhone: phoneSchema,
  recipientPayoutMethod: z.enum(PAYOUT_METHOD_VALUES, { error: CAMPAIGN_MESSAGES.payoutMethod }),
});

export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;

export const PAYOUT_ALREADY_REQUESTED_MESSAGE = refusalKey('edit_error_destination_locked');

/**
 * The message the organizer sends to the recipient's former number, so a change of destination is never made
 * behind the recipient's back; a wa.me link to that number, ready to send.
 */
export function destinationChangeNotice(
  locale: Locale,
  change: {
    deceasedName: string;
    recipientName: string;
    organizerName: string;
    before: PayoutDestination;
    after: PayoutDestination;
  },
): { text: string; whatsappUrl: string } {
  const destinationText = (destination: PayoutDestination) =>
    payoutDestinationIn(locale, {
      method: destination.recipientPayoutMethod,
      phone: destination.recipientPhone,
    });
  const text = formerRecipientMessage(locale, {
    ...change,
    whatChanged: messagesIn(locale)(m.whatsapp_former_recipient_destination_change, {
      before: destinationText(change.before),
      after: destinationText(change.after),
    }),
  });
  return { text, whatsappUrl: whatsAppMessageUrl(change.before.recipientPhone, text) };
}

export type DestinationChangeResult =
  | { changed: false }
  | {
      changed: true;
      notice: ReturnType<typeof destinationChangeNotice>;
      /** A code had been shared: it and its sessions were ended, so the organizer is asked to share again. */
      recipientAccessEnded: boolean;
    };
