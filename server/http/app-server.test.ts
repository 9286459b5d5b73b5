import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendRaw } from '../../tests/setup/raw-http';
import { createAppServer, SERVER_TIMEOUTS } from './app-server';

const KBPS = 1000 / 8;

describe('createAppServer', () => {
  it("bounds a request well under Node's 300 s, yet lets a 5 MB photo through at 300 kbps (issue 31 item 6)", () => {
    const photoSeconds = (5 * 1024 * 1024) / (300 * KBPS);
    expect(SERVER_TIMEOUTS.requestMs / 1000).toBeGreaterThan(photoSeconds);
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(150_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeGreaterThan(SERVER_TIMEOUTS.keepAliveMs);
  });

  it('when a body trickles past the request limit, then the server answers 408 and closes', async () => {
    const server = createAppServer(
      (req, res) => {
        req.resume();
        req.on('end', () => res.end('read'));
      },
      { requestMs: 1_500, headersMs: 1_000, keepAliveMs: 500, checkEveryMs: 200 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const head = 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n';
      const started = Date.now();
      const answer = await sendRaw(baseUrl, [head, ...Array.from({ length: 20 }, () => 'x')], {
        delayMs: 250,
      });
      expect(answer.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      server.close();
    }
  });
});
