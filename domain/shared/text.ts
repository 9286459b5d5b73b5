/** `text` on one line, cut at the last whole word within `max` characters and ended with "…" when cut. */
export function cutAtWord(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One enormous word has no space to cut at: cut inside it rather than return nothing.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}
