import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password-rules';
import { hashToken } from '../../domain/shared/tokens.server';
import { createCampaign, createUser } from '../../seed/factories';
import { servePagesForThisFile } from '../../tests/setup/test-app';

/**
 * Issue 32: the account doors refuse in the reader's language, through the real pages (their forms work without
 * script) and the JSON API, on both databases; English keeps the spec's words.
 */
const served = servePagesForThisFile();
const PASSWORD = 'the right password 32';

/** A page's form posted as a phone without script posts it, in the language its browser asks for. */
function postForm(path: string, fields: Record<string, string>, language: string) {
  return served.app.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: served.app.baseUrl,
      'accept-language': language,
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** The page's text as a reader sees it (React's text separators and escaped apostrophes undone). */
async function textOf(response: Response) {
  return (await response.text()).replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
}

describe('the account doors in the reader’s language (issue 32)', () => {
  it('when a French visitor signs up with a throwaway address and a short password, then both are refused in French', async () => {
    const refused = await postForm(
      '/signup',
      {
        firstName: 'Awa',
        lastName: 'Diop',
        email: 'awa@mailinator.com',
        country: 'SN',
        phone: '+221 77 123 45 67',
        password: 'court',
      },
      'fr-SN',
    );
    expect(refused.status).toBe(400);
    const html = await textOf(refused);
    expect(html).toContain('Les adresses e-mail jetables ne sont pas acceptées');
    expect(html).toContain(`Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères`);
    expect(html).toContain('Créer un compte');
    expect(html).not.toMatch(/Disposable|Password must|account_error/);
  });

  it('when an address already has an account, then the API says so in French, and in the spec’s English', async () => {
    const existing = await createUser(served.database.db);
    const body = { firstName: 'Awa', lastName: 'Diop', email: existing.email, password: PASSWORD };
    const french = await served.app.postJson('/api/auth/register', body, { 'accept-language': 'fr' });
    expect(french.status).toBe(409);
    expect(await french.json()).toMatchObject({
      message: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous pour continuer.',
    });
    const english = await served.app.postJson('/api/auth/register', body);
    expect(await english.json()).toMatchObject({
      message: 'An account with this email already exists. Please sign in to continue.',
    });
  });

  it('when a Portuguese reader signs in with a wrong password, then the page and the API refuse in Portuguese', async () => {
    const user = await createUser(served.database.db, { plainPassword: PASSWORD });
    const page = await postForm('/login', { email: user.email, password: 'not the password' }, 'pt-MZ');
    expect(page.status).toBe(401);
    const html = await textOf(page);
    expect(html).toContain('E-mail ou palavra-passe inválidos');
    expect(html).not.toContain('Invalid email or password');

    const api = await served.app.postJson(
      '/api/auth/login',
      { email: user.email, password: 'still not it' },
      { 'accept-language': 'pt' },
    );
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: 'E-mail ou palavra-passe inválidos' });
  });

  it('when a Swahili reader opens a dead reset link or types two different passwords, then both are refused in Swahili', async () => {
    const deadToken = 'x'.repeat(32);
    const opened = await served.app.fetch(`/reset-password?token=${deadToken}`, {
      headers: { 'accept-language': 'sw-TZ' },
    });
    const page = await textOf(opened);
    expect(page).toContain('Kiungo hiki si sahihi au muda wake umeisha. Tafadhali omba kingine.');
    expect(page).toContain('Omba kiungo kipya');

    // A live link's form posts to its own address, the token in it.
    const liveToken = 'y'.repeat(32);
    await createUser(served.database.db, {
      passwordResetToken: hashToken(liveToken),
      passwordResetExpires: new Date(Date.now() + 60_000),
    });
    const differ = await postForm(
      `/reset-password?token=${liveToken}`,
      { token: liveToken, password: PASSWORD, confirmPassword: `${PASSWORD}!` },
      'sw',
    );
    expect(differ.status).toBe(400);
    expect(await textOf(differ)).toContain('Manenosiri hayalingani');

    const dead = await postForm(
      `/reset-password?token=${deadToken}`,
      { token: deadToken, password: PASSWORD, confirmPassword: PASSWORD },
      'sw',
    );
    expect(dead.status).toBe(400);
    expect(await textOf(dead)).toContain('Kiungo hiki si sahihi au muda wake umeisha.');

    const asked = await served.app.postJson(
      '/api/auth/forgot-password',
      { email: 'nobody@example.com' },
      { 'accept-language': 'sw' },
    );
    expect(await asked.json()).toEqual({
      message: 'Ikiwa kuna akaunti yenye barua pepe hiyo, kiungo cha kubadilisha nenosiri kimetumwa.',
    });
  });

  it('when a recipient types a wrong code, then the page refuses in French and the API in Swahili; a missing phone too', async () => {
    const organizer = await createUser(served.database.db);
    const campaign = await createCampaign(served.database.db, {
      organizerId: organizer.id,
      recipientCountry: 'CD',
      recipientPhone: '+243 812 345 678',
    });
    const client = await served.app.signedInAs(organizer);
    const shared = await client.postJson(`/api/campaigns/${campaign.id}/share-recipient`, {});
    const { accessCode } = (await shared.json()) as { accessCode: string };

    const wrong = await postForm(
      '/recipient-access',
      { accessCode: 'ABCDE-FGHJK', phone: '+243 812 345 678' },
      'fr-CD',
    );
    expect(wrong.status).toBe(401);
    const html = await textOf(wrong);
    expect(html).toContain('Code d’accès ou numéro de téléphone incorrect');
    expect(html).toContain('Accès du bénéficiaire');

    const missing = await served.app.postJson(
      '/api/recipient-access/validate',
      { accessCode },
      { 'accept-language': 'sw-KE' },
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Taarifa hazijakamilika' });

    const english = await served.app.postJson('/api/recipient-access/validate', {
      accessCode,
      phone: '+243 899 999 999',
    });
    expect(await english.json()).toEqual({ message: 'Invalid access code or phone number' });
  });
});
