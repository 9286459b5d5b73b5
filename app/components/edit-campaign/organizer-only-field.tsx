import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * A field the recipient's edit form shows as it is, not as an input: who is paid, where, and until when gifts are
 * taken stay with the organizer (issue 31 item 4). Nothing is sent for it, so a save leaves it as it is.
 */
export function OrganizerOnlyField({ label, value }: { label: string; value: string }) {
  const { t } = useMessages();
  return (
    <div>
      <p className="text-sm font-medium text-stone-800">{label}</p>
      <p className="mt-1 break-words rounded-lg bg-stone-100 px-3 py-2 text-stone-900">{value}</p>
      <p className="mt-1 text-sm text-stone-600">{t(m.edit_organizer_only)}</p>
    </div>
  );
}

/** "14 March 2026" (English written day first, as before languages), read the same on the server and in the browser. */
export function endDateText(endDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${endDate}T00:00:00Z`));
}
