import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { faqIn } from '../../domain/content/help-center';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/** Issue 32: the help center and the legal pages as the server writes them, without script, in each language. */
const served = servePagesForThisFile();

const page = (path: string, language: string) =>
  served.app.fetch(path, { headers: { 'accept-language': language } });

describe('the help center in the reader’s language', () => {
  it('when a Portuguese browser opens it, then the whole FAQ and the page are in Portuguese, not English', async () => {
    const response = await page('/help', 'pt-AO');
    const html = await response.text();
    expect(html).toContain('<html lang="pt"');
    for (const entry of faqIn('pt').entries) expect(html).toContain(entry.question);
    expect(html).toContain('Envie-nos uma mensagem');
    expect(html).not.toContain('What does it cost to give by card?');
    expect(html).not.toContain('Send us a message');
  });

  it('when a French browser searches without script, then the server answers in French', async () => {
    const html = await (await page('/help?q=remboursés', 'fr-CI')).text();
    const question = faqIn('fr').entries.find((entry) => entry.id === 'mobile-wallet')?.question ?? '';
    expect(html).toContain(question);
    expect(html).toContain('réponse correspond');
  });

  it('when a French reader sends the form without script and a bad address, then the refusal is French and nothing is kept', async () => {
    const before = (await served.database.db.select().from(contactMessages)).length;
    const response = await served.app.fetch('/help', {
      method: 'POST',
      headers: {
        'accept-language': 'fr-SN',
        'content-type': 'application/x-www-form-urlencoded',
        origin: served.app.baseUrl,
      },
      body: new URLSearchParams({
        name: 'Awa Diop',
        email: 'awa.example.com',
        subject: 'Versement',
        message: 'Quand le bénéficiaire reçoit-il l’argent ?',
      }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Une adresse e-mail valide est obligatoire');
    expect(html).toContain('Awa Diop');
    expect(html).not.toContain('Valid email is required');
    expect((await served.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('the legal pages in another language', () => {
  it('when a Swahili browser opens the privacy policy, then it says in Swahili that the policy is English, and marks it so', async () => {
    const html = await (await page('/privacy', 'sw-TZ')).text();
    expect(html).toContain('Maandishi haya yapo kwa Kiingereza pekee');
    expect(html).toContain('Inatumika kuanzia');
    expect(html).toMatch(/<div[^>]*lang="en"[^>]*>[\s\S]*Who we are/);
  });

  it('when an English browser opens it, then no note is needed', async () => {
    const html = await (await page('/privacy', 'en-GB')).text();
    expect(html).toContain('Effective January 18, 2025');
    expect(html).not.toContain('This text is in English only');
  });
});
