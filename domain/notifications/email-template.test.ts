import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { emailBodies } from './email-template';

describe('emailBodies: every e-mail from one template', () => {
  it('when a message has lines and a button, then the text says all of it and the HTML escapes every part', () => {
    const { text, html } = emailBodies(['Hello <b>Amina</b>,', '', 'Welcome.'], {
      label: 'Verify',
      link: 'https://pamoja.example/verify?a=1&b="2"',
      footnote: 'Works once.',
    });
    expect(text).toBe(
      `Hello <b>Amina</b>,\n\nWelcome.\n\nVerify: https://pamoja.example/verify?a=1&b="2"\n\nWorks once.\n\n— ${site.name} · ${site.tagline}`,
    );
    expect(html).toContain('<p>Hello &#60;b&#62;Amina&#60;/b&#62;,</p>\n<p>Welcome.</p>');
    expect(html).toContain('href="https://pamoja.example/verify?a=1&#38;b=&#34;2&#34;"');
    expect(html).not.toMatch(/<img|<script|<b>/i);
  });

  it('when a message has lines only, then it has no button', () => {
    expect(emailBodies(['A gift arrived.']).html).not.toContain('<a ');
  });
});
