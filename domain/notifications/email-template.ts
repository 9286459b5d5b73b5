import { site } from '../../config/site';
import * as m from '../../paraglide/messages';
import { BASE_LOCALE, type Locale, messageIn } from '../shared/locales';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const NOTE = 'font-size:14px;color:#57534e';

/**
 * Every e-mail's text and HTML bodies: plain lines (an empty line separates paragraphs) and, for a message that
 * asks for one click, a button with its footnote, signed with the site's name. The HTML is small and inline-styled,
 * with no images or outside resources, so it reads the same in any mail client; the text says all of it too. The
 * signature and the button's fallback are in the reader's `locale`, as the lines given are.
 */
export function emailBodies(
  lines: string[],
  action?: { label: string; link: string; footnote: string },
  locale: Locale = BASE_LOCALE,
): { text: string; html: string } {
  const signature = `${site.name} · ${messageIn(locale, m.site_tagline)}`;
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.link}`, '', action.footnote] : []),
    '',
    `— ${signature}`,
  ].join('\n');
  const link = action && escapeHtml(action.link);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">',
    `<p style="font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#0f403b;margin:0 0 16px">${escapeHtml(site.name)}</p>`,
    ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(action
      ? [
          `<p><a href="${link}" style="display:inline-block;background:#15554e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
          `<p style="${NOTE}">${escapeHtml(messageIn(locale, m.email_button_fallback))}<br><a href="${link}">${link}</a></p>`,
          `<p style="${NOTE}">${escapeHtml(action.footnote)}</p>`,
        ]
      : []),
    `<p style="font-size:13px;color:#78716c">${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
