import nodemailer from 'nodemailer';
import type { EmailMessage, MailTransport } from './mailer';

/** nodemailer over SMTP_URL. A plain `smtp://` URL to a local server sends without STARTTLS. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const local = ['127.0.0.1', 'localhost', '::1'].includes(url.hostname);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ignoreTLS: !secure && local,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message: EmailMessage) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
