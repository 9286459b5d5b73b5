import { describe, expect, it } from 'vitest';
import { createCampaign, createUser } from '../../seed/factories';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/** Issue 32: the organizer's dashboard in the reader's language, on the server's first HTML, on both databases. */
const served = servePagesForThisFile();

async function dashboardIn(language: string) {
  const user = await createUser(served.database.db, { firstName: 'Akinyi' });
  await createCampaign(served.database.db, {
    organizerId: user.id,
    deceasedName: 'Baba Otieno',
    campaignCurrency: 'KES',
    goal: '50000.00',
  });
  const client = await served.app.signedInAs(user);
  const page = await client.fetch('/dashboard', { headers: { 'accept-language': language } });
  expect(page.status).toBe(200);
  return (await page.text()).replace(/<!-- -->/g, '');
}

describe('the organizer’s dashboard in their language', () => {
  it('when the browser asks for French, then every word of a campaign’s card is French, with the amounts written as in French', async () => {
    const html = await dashboardIn('fr-SN,fr;q=0.9');
    for (const french of [
      'Bienvenue, Akinyi.',
      'En mémoire de Baba Otieno',
      'Statut : Active',
      'Dons par mobile money à confirmer :',
      'Aucun versement demandé pour l’instant',
      '0 contribution',
      'aria-label="Voir la page de Baba Otieno"',
      'Modifier',
    ]) {
      expect(html).toContain(french);
    }
    expect(html).toMatch(/0,00\sKES<\/span> collectés sur 50\s000\sKES/);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toMatch(/Welcome|In memory of|Payout:|raised|Status|View|Edit/);
  });

  it('when the browser asks for English, then the words are as before', async () => {
    const html = await dashboardIn('en');
    for (const english of [
      'Welcome, Akinyi.',
      'In memory of Baba Otieno',
      'Status: Active',
      'No payout requested yet',
      'raised of',
    ]) {
      expect(html).toContain(english);
    }
  });

  it('when the browser asks for Swahili, then the payout line is Swahili', async () => {
    const html = await dashboardIn('sw');
    expect(html).toContain('Bado hakuna malipo yaliyoombwa');
    expect(html).toContain('Kwa kumbukumbu ya Baba Otieno');
  });
});
