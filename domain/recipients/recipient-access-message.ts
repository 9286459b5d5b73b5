import * as m from '../../paraglide/messages';
import { type Locale, messagesIn } from '../shared/locales';

/** "Hello Grace": the first name, the way one writes to family on WhatsApp. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

/** The wa.me address that opens a chat with this number, the text ready to send. */
export function whatsAppMessageUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The WhatsApp message the organizer sends the recipient (who may have no e-mail): what the code is for, that it
 * is private, and where to use it, in plain words. In the campaign's language: the recipient chose none of their own.
 */
export function recipientAccessMessage(
  locale: Locale,
  {
    recipientName,
    deceasedName,
    accessCode,
    accessUrl,
    publicCampaignUrl,
  }: {
    recipientName: string;
    deceasedName: string;
    accessCode: string;
    accessUrl: string;
    publicCampaignUrl: string;
  },
): string {
  const say = messagesIn(locale);
  return [
    say(m.whatsapp_recipient_hello, { name: firstNameOf(recipientName) }),
    say(m.whatsapp_recipient_trusted, { deceased: deceasedName }),
    say(m.whatsapp_recipient_open_link),
    accessUrl,
    say(m.whatsapp_recipient_code, { code: accessCode }),
    say(m.whatsapp_recipient_public_page, { link: publicCampaignUrl }),
  ].join('\n\n');
}

/**
 * The WhatsApp message to the recipient's former number when the money no longer goes to them (a new payout
 * destination, or a nominee change): what changed (`whatChanged`, already in `locale`), that their code no longer
 * opens the page, and who to ask. In the campaign's language: the recipient chose none of their own.
 */
export function formerRecipientMessage(
  locale: Locale,
  {
    recipientName,
    organizerName,
    deceasedName,
    whatChanged,
  }: {
    recipientName: string;
    organizerName: string;
    deceasedName: string;
    whatChanged: string;
  },
): string {
  const say = messagesIn(locale);
  return [
    say(m.whatsapp_former_recipient_hello, { name: firstNameOf(recipientName), organizer: organizerName }),
    say(m.whatsapp_former_recipient_thanks, { deceased: deceasedName, change: whatChanged }),
    say(m.whatsapp_former_recipient_code),
    say(m.whatsapp_former_recipient_unexpected),
  ].join('\n\n');
}
