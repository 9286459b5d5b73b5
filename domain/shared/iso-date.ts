/** "YYYY-MM-DD" of a moment, in UTC. */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
