import { describe, expect, it } from 'vitest';
import { servePagesForThisFile } from '../tests/setup/test-app';

const served = servePagesForThisFile();

function switchTo(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return served.app.fetch('/language', {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('the language switcher’s form (decision 025)', () => {
  it('when a visitor without script chooses French, then the choice is kept and they go back where they were', async () => {
    const response = await switchTo({ locale: 'fr', returnTo: '/login?redirectTo=%2Fdashboard#top' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard#top');
    expect(response.headers.get('set-cookie')).toMatch(/^pamoja_lang=fr;/);

    const page = await served.app.fetch('/login', {
      headers: { cookie: 'pamoja_lang=fr', 'accept-language': 'en' },
    });
    expect(await page.text()).toContain('<html lang="fr"');
  });

  it('when the address to go back to is another site’s, then it goes home instead', async () => {
    const response = await switchTo({ locale: 'sw', returnTo: '//evil.example/phish' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('when the form names a language Pamoja does not speak, then it answers 400 and keeps nothing', async () => {
    const response = await switchTo({ locale: 'de', returnTo: '/' });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('Choose one of the languages offered.');
    const inSwahili = await switchTo({ locale: 'de', returnTo: '/' }, { 'accept-language': 'sw-KE' });
    expect(await inSwahili.text()).toContain('Chagua mojawapo ya lugha zinazotolewa.');
  });

  it('when the form is not sent as a form, then 415 asks for it from its page, in the reader’s language', async () => {
    const json = { method: 'POST', body: JSON.stringify({ locale: 'fr' }) };
    const english = await served.app.fetch('/language', {
      ...json,
      headers: { 'content-type': 'application/json' },
    });
    expect(english.status).toBe(415);
    expect(await english.text()).toContain('Please send this form from its page.');
    const french = await served.app.fetch('/language', {
      ...json,
      headers: { 'content-type': 'application/json', cookie: 'pamoja_lang=fr' },
    });
    expect(await french.text()).toContain('Veuillez envoyer ce formulaire depuis sa page.');
  });
});
