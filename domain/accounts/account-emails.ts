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

/** To the new address of an account: the same confirmation, worded for a change rather than a welcome. */
export function emailChangeVerificationEmail(to: string, name: string, link: string): EmailMessage {
  return linkEmail({
    to,
    subject: `Confirm your new email for ${site.name}`,
    greetingName: name,
    paragraphs: [
      `You changed the email address of your ${site.name} account to this one. Please confirm it.`,
    ],
    buttonLabel: 'Verify my email',
    link,
    footnote: `This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.`,
  });
}

/** To the old address of an account: so a change nobody asked for is noticed at once. */
export function emailChangedNotice(
  to: string,
  name: string,
  newEmail: string,
  helpLink: string,
): EmailMessage {
  return linkEmail({
    to,
    subject: `The email of your ${site.name} account was changed`,
    greetingName: name,
    paragraphs: [
      `The email address of your ${site.name} account was changed to ${newEmail}. From now on we write to that address.`,
    ],
    buttonLabel: 'Get help',
    link: helpLink,
    footnote: 'If you did not make this change, please contact us at once.',
  });
}
