import { describe, expect, it } from 'vitest';
import { campaignEvents } from '../db/schema';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { servePagesForThisFile, type TestClient } from '../tests/setup/test-app';

/**
 * Issue 32: the family's pages (/family/{id}/…) answer in the reader's language: their words, their notices and the
 * refusals of their forms (the budget's, the collection book's import, the services'), and the .ics file speaks the
 * campaign's own language. Through the real routes, without script, on both databases.
 */
const served = servePagesForThisFile();

const FRENCH = { 'accept-language': 'fr-CI,fr;q=0.9' };
const SWAHILI = { 'accept-language': 'sw-KE,sw;q=0.9' };

/** The page's text with its tags and entities read, to look for a sentence. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');

async function family(campaign: Parameters<typeof createOrganizerWithCampaign>[1] = {}) {
  const { organizer, campaign: created } = await createOrganizerWithCampaign(served.database.db, {
    campaignCurrency: 'KES',
    deceasedName: 'Mama Wanjiku',
    ...campaign,
  });
  const client = await served.app.signedInAs(organizer);
  return { campaign: created, client, base: `/family/${created.id}` };
}

const post = (
  client: Pick<TestClient, 'fetch'>,
  path: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
) =>
  client.fetch(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: served.app.baseUrl },
    body: new URLSearchParams(fields).toString(),
  });

const postFile = (
  client: Pick<TestClient, 'fetch'>,
  path: string,
  headers: Record<string, string>,
  text: string,
) => {
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('file', new Blob([text], { type: 'text/csv' }), 'livre.csv');
  return client.fetch(path, { method: 'POST', redirect: 'manual', headers, body: form });
};

const page = async (client: Pick<TestClient, 'fetch'>, path: string, headers: Record<string, string>) => {
  const response = await client.fetch(path, { headers });
  expect(response.status, path).toBe(200);
  return textOf(await response.text());
};

describe('the family pages in French and Swahili (issue 32)', () => {
  it('when the family reads French, then every tool speaks French from its first HTML', async () => {
    const { client, base } = await family();
    const headings: [string, string][] = [
      ['events', 'Cérémonies sur la page'],
      ['budget', 'Budget des funérailles'],
      ['in-person', 'Importer le cahier des dons (CSV)'],
      ['gifts', 'Dons mobile money à confirmer'],
      ['guestbook', 'Tous les messages, du plus récent au plus ancien'],
      ['updates', 'Publier une nouvelle'],
      ['thanks', 'Remerciements'],
      ['share', 'Partager des nouvelles sur WhatsApp'],
      ['statement', "Relevé de l'argent et des funérailles"],
    ];
    for (const [tool, heading] of headings) {
      const text = await page(client, `${base}/${tool}`, FRENCH);
      expect(text, tool).toContain('Pour la famille de Mama Wanjiku');
      expect(text, tool).toContain(heading);
    }
    const swahili = await page(client, `${base}/budget`, SWAHILI);
    expect(swahili).toContain('Kwa ajili ya familia ya Mama Wanjiku');
    expect(swahili).toContain('Gharama zilizopangwa');
  });

  it('when a budget line is refused, then the refusal is in the reader’s language, beside its field', async () => {
    const { client, base } = await family();
    const french = await post(client, `${base}/budget`, FRENCH, {
      intent: 'add-line',
      category: 'coffin',
      plannedAmount: 'dix mille',
    });
    expect(french.status).toBe(400);
    expect(textOf(await french.text())).toContain('Indiquez le montant en chiffres, comme 150000 ou 1500.50');
    const swahili = await post(client, `${base}/budget`, SWAHILI, {
      intent: 'add-line',
      plannedAmount: '5000',
    });
    expect(swahili.status).toBe(400);
    expect(textOf(await swahili.text())).toContain('Chagua mstari huu ni wa nini');
    const added = await post(client, `${base}/budget`, FRENCH, {
      intent: 'add-line',
      category: 'coffin',
      plannedAmount: '50000',
    });
    expect(added.status).toBe(303);
    const notice = await page(client, added.headers.get('location') ?? '', FRENCH);
    expect(notice).toContain('La ligne a été ajoutée au budget.');
  });

  it('when a collection book has a bad row or lacks columns, then the preview says why in the reader’s language', async () => {
    const { client, base } = await family();
    const french = await postFile(
      client,
      `${base}/in-person`,
      FRENCH,
      // Named in French, with the semicolons a French spreadsheet writes.
      'Nom;Montant;Devise;En nature;Note\nAwa Diallo;2000;KES;;\nMoussa;-300;KES;;',
    );
    expect(french.status).toBe(400);
    const frenchText = textOf(await french.text());
    expect(frenchText).toContain('Ligne 3\u202f: Le montant ne peut pas être négatif.');
    expect(frenchText).toContain('1 ligne est à corriger');
    const swahili = await postFile(client, `${base}/in-person`, SWAHILI, 'Name,Amount\nNeema,2000');
    expect(swahili.status).toBe(400);
    expect(textOf(await swahili.text())).toContain(
      'Mstari wa kwanza lazima utaje safu Jina, Kiasi, Sarafu, Vitu na Maelezo. Zinazokosekana: Sarafu, Vitu na Maelezo.',
    );
  });

  it('when a service is refused, then the refusal is in the reader’s language; a kept one is announced in it', async () => {
    const { client, base } = await family();
    const service = {
      intent: 'create',
      kind: 'funeral',
      title: 'Obsèques de Mama Wanjiku',
      date: '2020-03-14',
      startTime: '10:00',
      endTime: '',
      timeZone: 'Africa/Nairobi',
      venueName: 'Cathédrale Saint-Paul',
      venueAddress: 'Plateau, Abidjan',
    };
    const past = await post(client, `${base}/events`, FRENCH, service);
    expect(past.status).toBe(400);
    expect(textOf(await past.text())).toContain(
      'Cette date et cette heure sont déjà passées. Indiquez quand la cérémonie commencera.',
    );
    const long = await post(client, `${base}/events`, SWAHILI, { ...service, title: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(textOf(await long.text())).toContain('Kichwa kisizidi herufi 120');
    const kept = await post(client, `${base}/events`, SWAHILI, {
      ...service,
      date: `${new Date().getFullYear() + 1}-03-14`,
    });
    expect(kept.status).toBe(303);
    expect(await page(client, kept.headers.get('location') ?? '', SWAHILI)).toContain(
      'Ibada iko kwenye ukurasa.',
    );
  });

  it('when a service’s calendar file is downloaded, then its words are the campaign’s language, whoever asks', async () => {
    const { campaign } = await family({ locale: 'fr' });
    const [event] = await served.database.db
      .insert(campaignEvents)
      .values({
        campaignId: campaign.id,
        kind: 'funeral',
        title: 'Adieu à Mama Wanjiku',
        startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        timeZone: 'Africa/Abidjan',
        venueName: 'Cathédrale Saint-Paul',
        venueAddress: 'Plateau, Abidjan',
      })
      .returning();
    const file = (
      await (await served.app.fetch(`/calendar/${event.id}.ics`, { headers: SWAHILI })).text()
    ).replace(/\r\n /g, '');
    expect(file).toContain('SUMMARY:Cérémonie funéraire\u202f: Adieu à Mama Wanjiku');
    expect(file).toContain('Heures de Africa/Abidjan.');
    expect(file).toContain('À la mémoire de Mama Wanjiku\u202f: ');
  });
});
