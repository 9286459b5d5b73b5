import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for end-to-end tests: the app sends through nodemailer over SMTP_URL, and the tests
 * read what arrived over a small HTTP endpoint (GET /messages?to=address, DELETE /messages).
 */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, so links can be read. */
  decoded: string;
  receivedAt: string;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The SMTP server passes its socket's errors on as its own, so the error is awaited where it arrives. */
interface Listening {
  listen(port: number, host: string, callback: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

function listening(server: Listening, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on the ports given, or on free ones the system picks (0, the default; read them back from the result): a
 * port drawn at random can be one the system has lent to an outgoing connection. A port in use fails the start.
 */
export async function startMailCapture(smtpPort = 0, httpPort = 0) {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          decoded: decodeQuotedPrintable(raw),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'DELETE') messages.length = 0;
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? messages.filter((message) => message.to.includes(to)) : messages));
  });
  await listening(smtp, smtpPort);
  await listening(http, httpPort);
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (http.address() as AddressInfo).port,
    messages,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

if (process.argv[1]?.endsWith('mail-capture-server.ts')) {
  const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 2525);
  const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 2526);
  await startMailCapture(smtpPort, httpPort);
  process.stdout.write(`mail capture listening: smtp ${smtpPort}, http ${httpPort}\n`);
}
