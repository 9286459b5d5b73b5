import { site } from '../../config/site';
import type { EmailMessage } from '../../integrations/email/mailer';
import * as m from '../../paraglide/messages';
import { emailBodies } from '../notifications/email-template';
import { type Locale, messageIn } from '../shared/locales';

interface LinkEmail {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}

/** A greeting, a few paragraphs and one button, in the account's language: the account e-mails. */
function linkEmail(
  locale: Locale,
  { to, subject, greetingName, paragraphs, buttonLabel, link, footnote }: LinkEmail,
) {
  const lines = [
    messageIn(locale, m.email_greeting_hello, { name: greetingName }),
    ...paragraphs.flatMap((paragraph) => ['', paragraph]),
  ];
  return {
    to,
    subject,
    ...emailBodies(lines, { label: buttonLabel, link, footnote }, locale),
  } satisfies EmailMessage;
}

const SITE = { site: site.name };

export function verificationEmail(locale: Locale, to: string, name: string, link: string): EmailMessage {
  return linkEmail(locale, {
    to,
    subject: messageIn(locale, m.email_verify_subject, SITE),
    greetingName: name,
    paragraphs: [messageIn(locale, m.email_verify_body, SITE)],
    buttonLabel: messageIn(locale, m.email_verify_button),
    link,
    footnote: messageIn(locale, m.email_verify_footnote, SITE),
  });
}

export function passwordResetEmail(locale: Locale, to: string, name: string, link: string): EmailMessage {
  return linkEmail(locale, {
    to,
    subject: messageIn(locale, m.email_reset_subject, SITE),
    greetingName: name,
    paragraphs: [messageIn(locale, m.email_reset_body)],
    buttonLabel: messageIn(locale, m.email_reset_button),
    link,
    footnote: messageIn(locale, m.email_reset_footnote),
  });
}

/** To the new address of an account: the same confirmation, worded for a change rather than a welcome. */
export function emailChangeVerificationEmail(
  locale: Locale,
  to: string,
  name: string,
  link: string,
): EmailMessage {
  return linkEmail(locale, {
    to,
    subject: messageIn(locale, m.email_change_subject, SITE),
    greetingName: name,
    paragraphs: [messageIn(locale, m.email_change_body, SITE)],
    buttonLabel: messageIn(locale, m.email_verify_button),
    link,
    footnote: messageIn(locale, m.email_change_footnote),
  });
}

/** To the old address of an account: so a change nobody asked for is noticed at once. */
export function emailChangedNotice(
  locale: Locale,
  to: string,
  name: string,
  newEmail: string,
  helpLink: string,
): EmailMessage {
  return linkEmail(locale, {
    to,
    subject: messageIn(locale, m.email_changed_subject, SITE),
    greetingName: name,
    paragraphs: [messageIn(locale, m.email_changed_body, { ...SITE, email: newEmail })],
    buttonLabel: messageIn(locale, m.email_changed_button),
    link: helpLink,
    footnote: messageIn(locale, m.email_changed_footnote),
  });
}
