/** The browser's own calendar date `days` from today, as "YYYY-MM-DD" (what a date input holds). */
export function localDatePlus(days = 0, now = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
