import type { Response } from 'express';
import { csvLine } from '../../domain/shared/csv';
import { refusalKey } from '../../domain/shared/refusal-words';
import { createWorkQueue } from '../../domain/shared/work-queue';
import { quietOrAfter, stepBack } from './request-activity';

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

const EXPORTS_BUSY_MESSAGE = refusalKey('refusal_downloads_busy');

/**
 * The process's CSV work, one batch at a time: the downloads under way take turns batch by batch (a slow phone
 * draining its download holds no turn), and each turn waits until no page is being answered (or
 * CSV_TURN_MAX_WAIT_MS at most, so a download still moves on a server that is never quiet). Three large downloads
 * at once then cost the pages little more than none, at the price of the downloads' speed while pages are busy.
 */
const csvBatchWork = createWorkQueue({ running: 1, waiting: 1000, busy: EXPORTS_BUSY_MESSAGE });
const CSV_TURN_MAX_WAIT_MS = 40;

/** Each batch's rows as the CSV cells `cellsOf` makes of a row. */
export async function* csvRowsOf<Row>(
  batches: AsyncIterable<readonly Row[]>,
  cellsOf: (row: Row) => readonly CsvCell[],
): AsyncGenerator<(readonly CsvCell[])[]> {
  for await (const rows of batches) yield rows.map(cellsOf);
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
  stepBack(res);
  const source = batches[Symbol.asyncIterator]();
  const nextBatchText = () =>
    csvBatchWork.run(async () => {
      // Requests that arrived meanwhile are read (and counted) before the quiet is judged.
      await new Promise((resolve) => setImmediate(resolve));
      await quietOrAfter(CSV_TURN_MAX_WAIT_MS);
      const batch = await source.next();
      return batch.done ? null : batch.value.map(csvLine).join('');
    });
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for (let text = await nextBatchText(); text !== null; text = await nextBatchText()) yield text;
  }
  return sendDownload(res, { fileName, contentType: 'text/csv; charset=utf-8' }, lines());
}
