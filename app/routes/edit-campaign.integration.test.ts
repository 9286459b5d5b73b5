import { describe, expect, it } from 'vitest';
import { createCampaign, createUser } from '../../seed/factories';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/**
 * Issue 32: the organizer's edit page, its refusals and its notice in the reader's language, through the page's form
 * as a browser without script posts it; and the organizer's other answers (the donor list's columns, a payout
 * request's refusal, a missing campaign), on both databases.
 */
const served = servePagesForThisFile();
const TRIBUTE = 'She fed every child on the street and never once asked who their parents were.';

async function organizerWithCampaign() {
  const user = await createUser(served.database.db);
  const campaign = await createCampaign(served.database.db, {
    organizerId: user.id,
    deceasedName: 'Mama Wanjiru',
    tribute: TRIBUTE,
  });
  const client = await served.app.signedInAs(user);
  const post = (language: string, fields: Record<string, string>) =>
    client.fetch(`/edit-campaign/${campaign.customUrl}`, {
      method: 'POST',
      headers: { 'accept-language': language, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tribute: TRIBUTE, goal: '', customUrl: campaign.customUrl, ...fields }),
      redirect: 'manual',
    });
  return { campaign, client, post };
}

/** The page's words, without React's text separators. */
const textOf = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('the edit page in the organizer’s language', () => {
  it('when the browser asks for French, then the form is French, where the money goes too', async () => {
    const { campaign, client } = await organizerWithCampaign();
    const page = await client.fetch(`/edit-campaign/${campaign.customUrl}`, {
      headers: { 'accept-language': 'fr-CI,fr;q=0.9' },
    });
    expect(page.status).toBe(200);
    const html = await textOf(page);
    for (const french of [
      '<title>Modifier la collecte | Pamoja</title>',
      'À la mémoire de Mama Wanjiru',
      'Date du décès',
      'Époux ou épouse',
      'Mettre à jour la collecte',
      'Où va l’argent',
      'Changer la destination de l’argent',
    ]) {
      expect(html).toContain(french);
    }
    expect(mainOf(html)).not.toMatch(
      /Update Campaign|Who Receives|Where the Money Goes|Spouse|Payout method/,
    );
  });

  it('when a French organizer saves too short a tribute, then 400 says so in French, beside the field', async () => {
    const { post } = await organizerWithCampaign();
    const refused = await post('fr', { tribute: 'Si court' });
    expect(refused.status).toBe(400);
    const html = await textOf(refused);
    expect(html).toContain('L’hommage doit compter au moins 10 caractères');
    expect(html).not.toContain('Tribute must be at least 10 characters');
  });

  it('when a Swahili organizer saves an end date already past, then 409 asks in Swahili to confirm closing', async () => {
    const { post } = await organizerWithCampaign();
    const refused = await post('sw-KE,sw;q=0.9', { endDate: '2020-01-01' });
    expect(refused.status).toBe(409);
    const html = await textOf(refused);
    expect(html).toContain('Tarehe hii ya mwisho imeshapita.');
    expect(html).toContain('Ndiyo, funga michango sasa');
    expect(html).not.toContain('This end date has passed');
  });

  it.each([
    ['fr', 'Collecte mise à jour', 'Votre collecte a bien été mise à jour'],
    ['sw', 'Kampeni imesasishwa', 'Kampeni yako imesasishwa'],
  ])(
    'when a %s organizer saves, then the page says it is saved in that language',
    async (language, title, text) => {
      const { post } = await organizerWithCampaign();
      const saved = await post(language, { goal: '5000' });
      expect(saved.status).toBe(200);
      const html = await textOf(saved);
      expect(html).toContain(title);
      expect(html).toContain(text);
      expect(mainOf(html)).not.toContain('Campaign Updated');
    },
  );

  it('when the recipient’s phone is changed in Swahili, then the page says what to send in Swahili', async () => {
    const { post } = await organizerWithCampaign();
    const changed = await post('sw', {
      intent: 'payout-destination',
      recipientCountry: 'KE',
      recipientPhone: '+254 700 123456',
      recipientPayoutMethod: 'mobile_money',
    });
    expect(changed.status).toBe(200);
    expect(await textOf(changed)).toContain(
      'Imehifadhiwa. Sasa mjulishe mpokeaji kupitia namba yake ya zamani:',
    );
  });
});

describe('the organizer’s other answers in their language', () => {
  it('when a French organizer downloads the donor list, then its columns are named in French', async () => {
    const { campaign, client } = await organizerWithCampaign();
    const csv = await client.fetch(`/api/campaigns/${campaign.id}/donors.csv`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'Nom,E-mail,Lien,Montant,Monnaie,Moyen de paiement,Code de confirmation,Opérateur mobile money,Hommage,Date',
    );
  });

  it('when a Swahili organizer copies the quick stats, then the text is in Swahili', async () => {
    const { campaign, client } = await organizerWithCampaign();
    const stats = await client.fetch(`/api/campaigns/${campaign.id}/quick-stats`, {
      headers: { 'accept-language': 'sw' },
    });
    const { text } = (await stats.json()) as { text: string };
    expect(text).toMatch(/^Kwa kumbukumbu ya Mama Wanjiru\nZilizochangwa: /);
    expect(text).toContain('Michango: 0');
  });

  it('when a Portuguese organizer asks for a payout with nothing to pay, then 409 says so in Portuguese', async () => {
    const { campaign, client } = await organizerWithCampaign();
    const refused = await client.postJson(
      '/api/campaigns/request-payout',
      { campaignId: campaign.id, type: 'payout' },
      { 'accept-language': 'pt-MZ' },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^Ainda não há nada a pagar: /);
  });

  it('when a French visitor opens a campaign that does not exist, then 404 says so in French', async () => {
    const page = await served.app.fetch('/campaign/nobody-has-this-address', {
      headers: { 'accept-language': 'fr' },
    });
    expect(page.status).toBe(404);
    const html = await textOf(page);
    expect(html).toContain('<title>Collecte introuvable | Pamoja</title>');
    expect(html).toContain('Aller à l’accueil');
  });
});
