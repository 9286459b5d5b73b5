import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  text: string;
}

/**
 * Sends bytes as they are over one TCP connection (no client-side fixing of lengths or boundaries), for the
 * malformed requests a browser would never send. `chunks` are written `delayMs` apart; `abortAfter` closes
 * the socket after that many chunks (or after the last), as a phone losing signal would.
 */
export function sendRaw(
  baseUrl: string,
  chunks: Array<string | Buffer>,
  { delayMs = 0, abortAfter }: { delayMs?: number; abortAfter?: number } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = net.connect(Number(port), hostname);
    const finish = () => {
      const text = Buffer.concat(received).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    socket.on('data', (data) => {
      received.push(data);
      // One answer is all we wait for: keep-alive would otherwise hold the socket open.
      if (isCompleteResponse(Buffer.concat(received).toString('latin1'))) socket.destroy();
    });
    socket.on('close', finish);
    socket.on('error', () => socket.destroy());
    socket.on('connect', async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (abortAfter !== undefined && index >= abortAfter) {
          socket.destroy();
          return;
        }
        if (socket.destroyed) return;
        socket.write(chunk);
        if (delayMs) await new Promise((wait) => setTimeout(wait, delayMs));
      }
      if (abortAfter !== undefined) socket.destroy();
    });
  });
}

function isCompleteResponse(text: string): boolean {
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd < 0) return false;
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, headerEnd))?.[1];
  if (length !== undefined) return Buffer.byteLength(text.slice(headerEnd + 4), 'latin1') >= Number(length);
  return /\r\ntransfer-encoding: chunked/i.test(text) ? text.endsWith('0\r\n\r\n') : false;
}

/** A request head for `sendRaw`; the body's declared length is the caller's to get right or wrong. */
export function requestHead(
  method: string,
  path: string,
  host: string,
  headers: Record<string, string | number>,
): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`${method} ${path} HTTP/1.1`, `Host: ${host}`, ...lines, '', ''].join('\r\n');
}
