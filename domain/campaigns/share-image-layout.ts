/** The share image's size: what WhatsApp and Facebook show as a large preview (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The name's sizes, largest first, and how many lines it may take before a smaller size is tried. */
const NAME_FONT_SIZES = [72, 60, 50, 42];
const MAX_NAME_LINES = 3;
/** A bold serif letter is about this wide for its size: a guess on the wide side, so lines never overflow. */
const LETTER_WIDTH_PER_SIZE = 0.7;

interface Piece {
  text: string;
  /** What joins it to the next piece on the same line: a space, or nothing after a hyphen split. */
  glue: string;
}

/** A word too long for a line breaks after its hyphens first, then wherever it must. */
function piecesOf(word: string, maxChars: number): Piece[] {
  if (word.length <= maxChars) return [{ text: word, glue: ' ' }];
  const parts = word.split(/(?<=-)/).flatMap((part) => {
    const chunks: string[] = [];
    for (let start = 0; start < part.length; start += maxChars)
      chunks.push(part.slice(start, start + maxChars));
    return chunks;
  });
  return parts.map((text, index) => ({ text, glue: index === parts.length - 1 ? ' ' : '' }));
}

function wrap(text: string, maxChars: number): string[] {
  const pieces = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => piecesOf(word, maxChars));
  const lines: string[] = [];
  let line = '';
  let glue = '';
  for (const piece of pieces) {
    if (line && (line + glue + piece.text).length > maxChars) {
      lines.push(line);
      line = piece.text;
    } else {
      line = line ? line + glue + piece.text : piece.text;
    }
    glue = piece.glue;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The name in lines that fit `width` pixels: the largest size at which it takes at most three lines; at the
 * smallest size a name longer still ends its third line with "…".
 */
export function fitName(name: string, width: number): { lines: string[]; fontSize: number } {
  for (const fontSize of NAME_FONT_SIZES) {
    const lines = wrap(name, Math.floor(width / (fontSize * LETTER_WIDTH_PER_SIZE)));
    if (lines.length <= MAX_NAME_LINES) return { lines, fontSize };
  }
  const fontSize = NAME_FONT_SIZES.at(-1)!;
  const maxChars = Math.floor(width / (fontSize * LETTER_WIDTH_PER_SIZE));
  const lines = wrap(name, maxChars).slice(0, MAX_NAME_LINES);
  lines[MAX_NAME_LINES - 1] = `${lines[MAX_NAME_LINES - 1].slice(0, maxChars - 1)}…`;
  return { lines, fontSize };
}
