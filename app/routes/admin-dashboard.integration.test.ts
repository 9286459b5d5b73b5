import { describe, expect, it } from 'vitest';
import { createCampaign, createUser } from '../../seed/factories';
import { postDashboardForm } from '../../tests/setup/admin-fixtures';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/**
 * Issue 32: the admin area reads in the admin's language (the visitor's, as the rest of the site): its tabs, its
 * refusals (the dashboard's forms and the admin API), and its CSV headers. English stays as it was.
 */
const served = servePagesForThisFile();

async function signedInAdmin() {
  const admin = await createUser(served.database.db, { isAdmin: true });
  return served.app.adminSignedInAs(admin);
}

/** A campaign whose family has asked for no payout yet: completing one is refused. */
async function campaignWithoutPayout() {
  const organizer = await createUser(served.database.db);
  return createCampaign(served.database.db, {
    organizerId: organizer.id,
    organizerEmail: organizer.email,
    deceasedName: 'Mama Wanjiku',
    campaignCurrency: 'KES',
  });
}

const withoutReactMarkers = (html: string) => html.replace(/<!-- -->/g, '');

describe('the admin dashboard in the admin’s language', () => {
  it('when the browser asks for French, then the tabs and the payouts tab are French, with no English heading left', async () => {
    const client = await signedInAdmin();
    const page = await client.fetch('/admin/pamoja-control-panel?tab=payouts', {
      headers: { 'accept-language': 'fr-CI,fr;q=0.9' },
    });
    expect(page.status).toBe(200);
    const html = withoutReactMarkers(await page.text());
    for (const french of [
      'Tableau de bord d’administration',
      'aria-label="Sections d’administration"',
      'Vue d’ensemble',
      'Versements',
      'Journal d’audit',
      'Calendrier des versements',
      'Demandes de changement de bénéficiaire',
      'Trier par',
      'Exporter en CSV',
    ]) {
      expect(html).toContain(french);
    }
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toMatch(/Admin Dashboard|Payout schedule|Nominee-change requests|Sort by|Export CSV/);
  });

  it('when a French admin completes a payout nobody asked for, then the dashboard refuses it in French', async () => {
    const client = await signedInAdmin();
    const campaign = await campaignWithoutPayout();
    const refused = await client.fetch('/admin/pamoja-control-panel?tab=payouts', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'payout.complete',
        campaignId: String(campaign.id),
        reference: 'QK12AB34CD',
        date: '2026-01-05',
      }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: served.app.baseUrl,
        'accept-language': 'fr',
      },
    });
    expect(refused.status).toBe(409);
    const html = withoutReactMarkers(await refused.text());
    expect(html).toContain('Aucun versement n’a été demandé pour cette collecte');
    expect(html).not.toContain('No payout has been requested for this campaign');
  });

  it('when an English admin is refused the same, then the words are the English ones they always were', async () => {
    const client = await signedInAdmin();
    const campaign = await campaignWithoutPayout();
    const refused = await postDashboardForm(client, served.app.baseUrl, 'payouts', {
      intent: 'payout.complete',
      campaignId: String(campaign.id),
      reference: 'QK12AB34CD',
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('No payout has been requested for this campaign');
  });

  it('when a Swahili admin calls the API, then a refusal and a CSV header come back in Swahili', async () => {
    const client = await signedInAdmin();
    const campaign = await campaignWithoutPayout();
    const swahili = { 'accept-language': 'sw-KE,sw;q=0.9' };
    const refused = await client.postJson(
      `/api/admin/campaigns/${campaign.id}/complete-payout`,
      { reference: 'QK1' },
      swahili,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Hakuna malipo yaliyoombwa kwa kampeni hii' });

    const csv = await client.fetch('/api/admin/users?format=csv', { headers: swahili });
    expect(csv.status).toBe(200);
    const [header] = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe(
      'Namba,Jina la mtumiaji,Barua pepe,Barua pepe imethibitishwa,Msimamizi,Amepigwa marufuku,Alijiunga',
    );
  });
});
