export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, e.g. the visitor who wrote to support. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on an update (RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers one message or throws. Absent (null) when no SMTP_URL is set: messages then stay in the outbox. */
export interface MailTransport {
  send(message: EmailMessage): Promise<void>;
}
