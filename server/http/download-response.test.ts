import { Writable } from 'node:stream';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { sendCsv } from './download-response';

/** A response whose client reads slowly: a small buffer, each write taken on a later turn. */
function slowResponse() {
  const written: string[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk, _encoding, callback) {
      written.push(String(chunk));
      setImmediate(callback);
    },
  });
  const headers = new Map<string, string>();
  const res = Object.assign(stream, { setHeader: (name: string, value: string) => headers.set(name, value) });
  return { res: res as unknown as Response & Writable, written, headers };
}

const BATCH = Array.from({ length: 100 }, (_, index) => [`Giver ${index}`, '=1+1', 'a, "b"']);

describe('sendCsv', () => {
  it('when rows come in batches, then each batch is its own write, and no batch is read while the client is behind', async () => {
    const { res, written, headers } = slowResponse();
    const bufferedWhenAsked: number[] = [];
    async function* batches() {
      for (let index = 0; index < 30; index++) {
        bufferedWhenAsked.push(res.writableLength);
        yield BATCH;
      }
    }
    await sendCsv(res, 'list.csv', ['Name', 'Formula', 'Quoted'], batches());
    await new Promise((resolve) => res.on('finish', resolve));

    expect(headers.get('Content-Disposition')).toBe('attachment; filename="list.csv"');
    expect(written.length).toBe(31);
    expect(written[0]).toBe('\uFEFFName,Formula,Quoted\r\n');
    expect(written[1].split('\r\n')[0]).toBe(`Giver 0,'=1+1,"a, ""b"""`);
    // A batch is about 2.5 kB, over the 1 kB buffer: each next one waited for the client to drain.
    expect(Math.max(...bufferedWhenAsked)).toBeLessThan(1024);
  });

  it('when the client goes away mid-download, then no further batch is read', async () => {
    const { res } = slowResponse();
    let read = 0;
    async function* batches() {
      for (let index = 0; index < 30; index++) {
        read += 1;
        // Gone while sendCsv waits for the buffer to drain.
        if (index === 3) setImmediate(() => res.destroy());
        yield BATCH;
      }
    }
    await sendCsv(res, 'list.csv', ['Name'], batches());
    expect(read).toBe(4);
  });
});
