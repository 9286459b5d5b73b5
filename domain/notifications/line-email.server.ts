import type { Database } from '../../db/client.server';
import type { Mailer } from './send-email.server';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A message of plain lines as the text and HTML bodies of an e-mail (an empty line separates paragraphs). */
export function lineEmailBodies(lines: string[]): { text: string; html: string } {
  return {
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
  };
}

/**
 * A short e-mail of plain lines (an empty line separates paragraphs), queued in `db`: the transaction of the change
 * it tells of. The caller wakes delivery (`mailer.deliverSoon()`) after commit. Nothing is queued without an address.
 */
export async function queueLineEmail(
  db: Database,
  mailer: Pick<Mailer, 'send'>,
  to: string | null,
  subject: string,
  lines: string[],
) {
  if (!to) return;
  await mailer.send({ to, subject, ...lineEmailBodies(lines) }, { db });
}
