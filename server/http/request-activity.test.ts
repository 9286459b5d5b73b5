import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequestsInFlight, quietOrAfter, stepBack } from './request-activity';

let baseUrl: string;
let close: () => void;
const held: Array<() => void> = [];

beforeAll(async () => {
  const app = express();
  app.use(countRequestsInFlight());
  app.get('/page', (_req, res) => {
    held.push(() => res.send('page'));
  });
  app.get('/download', (_req, res) => {
    stepBack(res);
    held.push(() => res.send('file'));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Resolves once the server holds `count` requests. */
async function holding(count: number) {
  while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('background work waits for the pages', () => {
  it('when a page is being answered, then quiet comes when it is done, before the longest wait', async () => {
    const page = fetch(`${baseUrl}/page`);
    await holding(1);
    let quiet = false;
    const waiting = quietOrAfter(10_000).then(() => {
      quiet = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet).toBe(false);

    held.shift()?.();
    await (await page).text();
    await waiting;
    expect(quiet).toBe(true);
  });

  it('when pages never stop, then the wait ends at its longest', async () => {
    const page = fetch(`${baseUrl}/page`);
    await holding(1);
    await quietOrAfter(60);
    // Still answering the page: the wait ended at its longest, not at a quiet moment.
    expect(held).toHaveLength(1);
    held.shift()?.();
    await (await page).text();
  });

  it('when only a download that stepped back is under way, then it is quiet at once', async () => {
    const download = fetch(`${baseUrl}/download`);
    await holding(1);
    const first = await Promise.race([
      quietOrAfter(10_000).then(() => 'quiet'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect(first).toBe('quiet');
    held.shift()?.();
    await (await download).text();
  });
});
