import { site } from '../../config/site';
import type { EmailMessage } from '../../integrations/email/mailer';
import { emailBodies } from '../notifications/email-template';

interface LinkEmail {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}

/** A greeting, a few paragraphs and one button: the account e-mails. */
function linkEmail({ to, subject, greetingName, paragraphs, buttonLabel, link, footnote }: LinkEmail) {
  const lines = [`Hello ${greetingName},`, ...paragraphs.flatMap((paragraph) => ['', paragraph])];
  return {
    to,
    subject,
    ...emailBodies(lines, { label: buttonLabel, link, footnote }),
  } satisfies EmailMessage;
}

export function verificationEmail(to: string, name: string, link: string): EmailMessage {
  return linkEmail({
    to,
    subject: `Confirm your email for ${site.name}`,
    greetingName: name,
    paragraphs: [
      `Welcome to ${site.name}. Please confirm that this is your email address, so we can keep you informed about your campaigns and contributions.`,
    ],
    buttonLabel: 'Verify my email',
    link,
    footnote: `This link works once and expires in 24 hours. If you did not create a ${site.name} account, you can ignore this email.`,
  });
}

export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  return linkEmail({
    to,
    subject: `Reset your ${site.name} password`,
    greetingName: name,
    paragraphs: ['We received a request to reset the password of your account.'],
    buttonLabel: 'Choose a new password',
    link,
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  });
}
