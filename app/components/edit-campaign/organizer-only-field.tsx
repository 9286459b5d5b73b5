/** Said beside every field a recipient sees but may not change (issue 31 item 4). */
export const ORGANIZER_ONLY_NOTE = 'Only the organizer can change this.';

/**
 * A field the recipient's edit form shows as it is, not as an input: who is paid, where, and until when gifts are
 * taken stay with the organizer. Nothing is sent for it, so a save leaves it as it is.
 */
export function OrganizerOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-stone-800">{label}</p>
      <p className="mt-1 break-words rounded-lg bg-stone-100 px-3 py-2 text-stone-900">{value}</p>
      <p className="mt-1 text-sm text-stone-600">{ORGANIZER_ONLY_NOTE}</p>
    </div>
  );
}

/** "14 March 2026", read the same on the server and in the browser. */
export function endDateText(endDate: string | null): string {
  if (!endDate) return 'No end date';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${endDate}T00:00:00Z`),
  );
}
