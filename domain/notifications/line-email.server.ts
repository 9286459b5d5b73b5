import type { Database } from '../../db/client.server';
import type { Locale } from '../shared/locales';
import { emailBodies } from './email-template';
import type { Mailer } from './send-email.server';

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
  locale?: Locale,
) {
  if (!to) return;
  await mailer.send({ to, subject, ...emailBodies(lines, undefined, locale) }, { db });
}
