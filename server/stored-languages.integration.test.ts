import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { auditLog, campaignEvents, campaigns, contributions, users } from '../db/schema';
import { createUser } from '../seed/factories';
import { createOrganizerWithCampaign, mailsTo } from '../tests/setup/contribution-fixtures';
import { creationDialogBody } from '../tests/setup/creation-dialog-body';
import { startMailCapture } from '../tests/setup/mail-capture-server';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';
import { walletGiftBody } from '../tests/setup/wallet-gift-body';

/**
 * Issue 32 (who reads which language): each account, gift and campaign keeps its language, and what is written to
 * them or about them outward (receipts, account e-mails, link previews) is in it. Real SMTP, real pages.
 */
let database: DatabaseHandle;
let app: TestApp;
let capture: Awaited<ReturnType<typeof startMailCapture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  capture = await startMailCapture();
  app = await startTestApp(database, { SMTP_URL: `smtp://127.0.0.1:${capture.smtpPort}` }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await capture.close();
  await database.close();
});

const delivered = async (address: string) => {
  await expect
    .poll(() => capture.messages.filter((mail) => mail.to.includes(address)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  return capture.messages.filter((mail) => mail.to.includes(address));
};

describe("a giver's receipt is in the language they gave in", () => {
  it('when a card gift is made by a browser asking for French, then the receipt over SMTP is French, amounts in French', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'USD',
      deceasedName: 'Aminata Diallo',
    });
    const french = { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.5' };
    const started = await app.postJson(
      '/api/stripe/create-intent',
      {
        amount: '50',
        currency: 'USD',
        campaignId: String(campaign.id),
        contributorName: 'Awa Ndiaye',
        contributorEmail: 'awa@example.com',
        contributorRelationship: 'Friend',
        hideAmount: false,
        photos: [],
      },
      french,
    );
    expect(started.status).toBe(200);
    const { clientSecret, paymentIntentId } = await started.json();
    await app.postJson('/api/stripe/sandbox-confirm', { clientSecret, cardNumber: '4242 4242 4242 4242' });
    expect((await app.postJson('/api/stripe/confirm-payment', { paymentIntentId })).status).toBe(200);

    const [gift] = await database.db
      .select({ locale: contributions.locale })
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id));
    expect(gift.locale).toBe('fr');
    const [queued] = await mailsTo(database.db, 'awa@example.com');
    expect(queued.subject).toBe("Merci d'honorer la mémoire de Aminata Diallo");
    const [mail] = await delivered('awa@example.com');
    expect(mail.decoded).toContain('Bonjour Awa Ndiaye,');
    // 50.00 USD in French: a decimal comma, never "$50.00".
    expect(mail.decoded).toMatch(
      /Merci pour votre contribution de 50,00\s?\S* à la mémoire de Aminata Diallo\./,
    );
    expect(mail.decoded).toMatch(/Frais de la plateforme Pamoja \(6\s%\)\s:/u);
    expect(mail.decoded).toContain('Honorer. Soutenir. Se souvenir.');
    expect(mail.decoded).not.toMatch(/Thank you|How your contribution|Payment reference/);
  });

  it('when a wallet gift is sent by a browser asking for Swahili, then its receipt, and word that the family could not find it, are in Swahili', async () => {
    const { campaign, organizer } = await createOrganizerWithCampaign(database.db, {
      campaignCurrency: 'KES',
    });
    const response = await app.postJson(
      '/api/contribute',
      walletGiftBody(campaign.id, {
        contributorName: 'Baraka Otieno',
        contributorEmail: 'baraka@example.com',
        mobileWalletDetails: { confirmationCode: 'QKJ4H7Y2XP' },
      }),
      { 'accept-language': 'sw-KE' },
    );
    expect(response.status).toBe(201);
    const [receipt] = await mailsTo(database.db, 'baraka@example.com');
    expect(receipt.subject).toBe(`Tumepokea mchango wako kwa ajili ya ${campaign.deceasedName}`);
    expect(receipt.text).toContain('Mpendwa Baraka Otieno,');
    expect(receipt.text).toContain('Familia itauthibitisha kwa nambari ya uthibitisho QKJ4H7Y2XP');
    expect(receipt.text).not.toContain('Thank you');

    // The family cannot find it: the giver is told kindly, in the language they gave in.
    const { contribution } = await response.json();
    const asOrganizer = await app.signedInAs(organizer);
    const rejected = await asOrganizer.postJson(
      `/api/contributions/${contribution.id}/review`,
      { decision: 'reject', reason: 'not_received', note: 'Tutaangalia tena kesho.' },
      { 'accept-language': 'en' },
    );
    expect(rejected.status).toBe(200);
    const notice = (await mailsTo(database.db, 'baraka@example.com')).find((mail) => mail.id !== receipt.id);
    expect(notice?.subject).toBe(`Kuhusu mchango wako kwa kumbukumbu ya ${campaign.deceasedName}`);
    expect(notice?.text).toContain('Familia imesema: Pesa hazijafika.');
    expect(notice?.text).toContain('Ujumbe wao: Tutaangalia tena kesho.');
    expect(notice?.text).not.toMatch(/What the family said|What you can do/);
  });
});

describe("an account's e-mails are in the account's language", () => {
  it('when someone registers in Portuguese, then the account keeps it and the verification e-mail is Portuguese', async () => {
    const email = `luanda-${Date.now()}@example.com`;
    const response = await app.postJson(
      '/api/auth/register',
      {
        firstName: 'Ana',
        lastName: 'Domingos',
        email,
        country: 'AO',
        phone: '+244 923 123 456',
        password: 'remember-her-always',
      },
      { 'accept-language': 'pt-AO,pt;q=0.9' },
    );
    expect(response.status).toBe(201);
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(account.locale).toBe('pt');
    const [mail] = await mailsTo(database.db, email);
    expect(mail.subject).toBe('Confirme o seu e-mail no Pamoja');
    expect(mail.text).toContain('Olá, Ana,');
    expect(mail.html).toContain('Se o botão não funcionar');
  });

  it('when the account page changes the language, then it is kept, audited, and the next reset e-mail is in it', async () => {
    const user = await createUser(database.db, { locale: 'en' });
    const client = await app.signedInAs(user);
    const post = (fields: Record<string, string>) =>
      client.fetch('/dashboard/account', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });

    const refused = await post({ intent: 'language', locale: 'xx' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please choose one of the languages offered.');

    const saved = await post({ intent: 'language', locale: 'sw' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/dashboard/account?done=language');
    // The pages follow the choice too, as the language switcher's would.
    expect(saved.headers.get('set-cookie')).toMatch(/pamoja_lang=sw/);
    const [account] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(account.locale).toBe('sw');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.language_change'), eq(auditLog.entityId, user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ to: 'sw' });

    // Asked from an English browser: the account's language wins.
    const reset = await app.postJson(
      '/api/auth/forgot-password',
      { email: user.email },
      { 'accept-language': 'en' },
    );
    expect(reset.status).toBe(200);
    // Sent after the answer (known and unknown addresses answer alike).
    await expect.poll(async () => (await mailsTo(database.db, user.email)).length).toBe(1);
    const [mail] = await mailsTo(database.db, user.email);
    expect(mail.subject).toBe('Badilisha nenosiri lako la Pamoja');
    expect(mail.text).toContain('Chagua nenosiri jipya');
  });
});

describe("a campaign's own language outward", () => {
  it('when a campaign is in Swahili, then an English visitor and a French one get its Swahili link preview', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'Mzee Juma Bakari',
      tribute: null,
      locale: 'sw',
    });
    for (const language of ['en', 'fr']) {
      const page = await app.fetch(`/campaign/${campaign.customUrl}`, {
        headers: { 'accept-language': language },
      });
      expect(page.status).toBe(200);
      const html = await page.text();
      // The page itself is in the visitor's language; what it says when shared is the campaign's.
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain('<meta property="og:title" content="Kwa kumbukumbu ya Mzee Juma Bakari"/>');
      expect(html).toMatch(
        /<meta property="og:description" content="Kwa kumbukumbu ya Mzee Juma Bakari\. Tafadhali ungana nasi kumuenzi Mzee Juma Bakari/,
      );
      expect(html).toMatch(/<meta name="twitter:description" content="Kwa kumbukumbu ya Mzee Juma Bakari\./);
      const whatsapp = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1] ?? '';
      expect(decodeURIComponent(whatsapp.replaceAll('&amp;', '&'))).toContain(
        'Tafadhali ungana nasi kumuenzi Mzee Juma Bakari',
      );
    }
  });

  it('when a Swahili campaign has a service this week, then its preview and share text name it in Swahili', async () => {
    const { campaign } = await createOrganizerWithCampaign(database.db, {
      deceasedName: 'Bi Rehema Said',
      tribute: null,
      locale: 'sw',
    });
    await database.db.insert(campaignEvents).values({
      campaignId: campaign.id,
      kind: 'burial',
      title: 'Burial',
      startsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
      timeZone: 'Africa/Dar_es_Salaam',
      venueName: 'Makaburi ya Kisutu',
      venueAddress: '',
    });
    const page = await app.fetch(`/campaign/${campaign.customUrl}`, { headers: { 'accept-language': 'en' } });
    const html = await page.text();
    expect(html).toMatch(
      /<meta property="og:description" content="Maziko: \w+, \d+ \w+, \d\d:\d\d kwa saa za Dar es Salaam, Makaburi ya Kisutu\./,
    );
    const whatsapp = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1] ?? '';
    const shared = decodeURIComponent(whatsapp.replaceAll('&amp;', '&'));
    expect(shared).toContain('kwa saa za Dar es Salaam, Makaburi ya Kisutu.');
    expect(shared).not.toMatch(/Burial|Dar es Salaam time/);
  });

  it("when a campaign is created, then it takes the organizer's language unless one is chosen, and the organizer may change it", async () => {
    const organizer = await createUser(database.db);
    const client = await app.signedInAs(organizer);
    const byDefault = await client.postJson(
      '/api/campaigns',
      creationDialogBody({ deceasedName: 'Rose Mbala' }),
      {
        'accept-language': 'fr-CD',
      },
    );
    expect(byDefault.status).toBe(201);
    const chosen = await client.postJson(
      '/api/campaigns',
      creationDialogBody({ deceasedName: 'Juma Salim', locale: 'sw' }),
      { 'accept-language': 'fr-CD' },
    );
    const created = await chosen.json();
    expect(created.shareMessage).toBe(
      'Tafadhali ungana nasi kumuenzi Juma Salim na kuisaidia familia katika wakati huu mgumu.',
    );
    const localeOf = async (id: number) =>
      (await database.db.select({ locale: campaigns.locale }).from(campaigns).where(eq(campaigns.id, id)))[0]
        ?.locale;
    expect(await localeOf((await byDefault.json()).id)).toBe('fr');
    expect(await localeOf(created.id)).toBe('sw');

    const refused = await client.postJson('/api/campaigns', creationDialogBody({ locale: 'de' }));
    expect(refused.status).toBe(400);

    const tribute = 'Juma taught the whole street to fish.';
    expect((await client.put(`/api/campaigns/${created.id}`, { tribute, locale: 'pt' })).status).toBe(200);
    expect(await localeOf(created.id)).toBe('pt');
    expect((await client.put(`/api/campaigns/${created.id}`, { tribute, locale: 'xx' })).status).toBe(400);
    expect(await localeOf(created.id)).toBe('pt');
  });
});
