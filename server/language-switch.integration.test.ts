import { describe, expect, it } from 'vitest';
import { servePagesForThisFile } from '../tests/setup/test-app';

const served = servePagesForThisFile();

function switchTo(fields: Record<string, string>) {
  return served.app.fetch('/language', {
    method: 'POST',
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
  });
});
