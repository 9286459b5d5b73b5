import { createServer } from 'node:http';
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

export async function startMailCapture(smtpPort: number, httpPort: number) {
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
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
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
