import { site } from '../../config/site';
import type { EmailMessage } from '../../integrations/email/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

interface LinkEmail {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  buttonLabel: string;
  link: string;
  footnote: string;
}

/** Plain text plus a small inline-styled HTML version: no images, no external resources, readable anywhere. */
function linkEmail({ to, subject, greetingName, paragraphs, buttonLabel, link, footnote }: LinkEmail) {
  const greeting = `Hello ${greetingName},`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${buttonLabel}: ${link}`,
    '',
    footnote,
    '',
    `— ${site.name} · ${site.tagline}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p style="font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#0f403b;margin:0 0 16px">${escapeHtml(site.name)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15554e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(buttonLabel)}</a></p>
<p style="font-size:14px;color:#57534e">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:14px;color:#57534e">${escapeHtml(footnote)}</p>
<p style="font-size:13px;color:#78716c">${escapeHtml(site.name)} · ${escapeHtml(site.tagline)}</p>
</body></html>`;
  return { to, subject, text, html } satisfies EmailMessage;
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
