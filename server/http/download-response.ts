import type { Response } from 'express';
import { csvLine } from '../../domain/shared/csv';

export const TEXT_FILE = 'text/plain; charset=utf-8';

type CsvCell = string | number | boolean | null | undefined;

/**
 * Streams a file download chunk by chunk as the database yields it, waiting for the connection to drain between
 * chunks, so a large file holds one batch in memory and never blocks other requests.
 */
export async function sendDownload(
  res: Response,
  { fileName, contentType }: { fileName: string; contentType: string },
  chunks: AsyncIterable<string>,
): Promise<void> {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  // One listener each for the whole download: the compression middleware hands 'drain' listeners to its gzip
  // stream but not their removal, so one per wait would pile up there.
  let wake = () => {};
  const resume = () => wake();
  res.on('drain', resume);
  res.on('close', resume);
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
      // Gone while we waited (no 'drain' would come): read nothing more from the database.
      if (res.destroyed) return;
    }
    res.end();
  } finally {
    res.off('close', resume);
  }
}

/**
 * A CSV download: a UTF-8 byte-order mark (so spreadsheets read accents and non-Latin names right), the header,
 * then each batch of rows as its source yields it (a keyset loop over the database: one batch in memory at once).
 */
export function sendCsv(
  res: Response,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Promise<void> {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const rows of batches) yield rows.map(csvLine).join('');
  }
  return sendDownload(res, { fileName, contentType: 'text/csv; charset=utf-8' }, lines());
}
