import { m } from '../../paraglide/messages';
import { type Locale, messageIn } from '../shared/locales';

/** How the page names who posted an update, in `locale`: the family recipient or the organizer. */
export function posterRoleIn(locale: Locale, role: string): string {
  return messageIn(
    locale,
    role === 'recipient' ? m.family_updates_role_recipient : m.family_updates_role_organizer,
  );
}
