import type { Response } from 'express';
import { csvLine } from '../../domain/shared/csv';

export const TEXT_FILE = 'text/plain; charset=utf-8';

type CsvCell = string | number | boolean | null | undefined;

/** Resolves when the response can take more, or when the connection closed (a 'drain' would never come). */
function writable(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

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
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await writable(res);
    // Gone while we waited: read nothing more from the database.
    if (res.destroyed) return;
  }
  res.end();
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
