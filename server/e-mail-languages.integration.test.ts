import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaigns, type contributions, emailOutbox, messageReports, pageReports } from '../db/schema';
import { currentUserOf } from '../domain/accounts/sessions.server';
import { decidePageReport, unpauseCampaign } from '../domain/admin/decide-page-report.server';
import { organizerOf } from '../domain/campaigns/organizer-of.server';
import { userActor } from '../domain/campaigns/permissions';
import {
  queueDisputeNotice,
  queueOrganizerNotice,
  queueWalletRejectionUndoneNotice,
} from '../domain/contributions/contribution-emails.server';
import { sendDueAnniversaryEmails } from '../domain/gathering/anniversary-emails.server';
import type { CampaignUpdate } from '../domain/gathering/campaign-updates.server';
import { emailWaitingReports } from '../domain/gathering/message-report-emails.server';
import { thankGivers } from '../domain/gathering/thank-givers.server';
import { queueUpdateEmails } from '../domain/gathering/update-emails.server';
import { subscribeToUpdates } from '../domain/gathering/update-subscriptions.server';
import { createMailer } from '../domain/notifications/send-email.server';
import {
  queueNomineeChangeDecidedEmail,
  queuePayoutCompletedEmail,
  queuePayoutReachedGiversEmails,
  queuePayoutRequestedEmail,
} from '../domain/payouts/payout-emails.server';
import type { PayoutFigures } from '../domain/payouts/payout-request';
import { createContribution, createUser } from '../seed/factories';
import { createOrganizerWithCampaign } from '../tests/setup/contribution-fixtures';
import { createTestDatabase } from '../tests/setup/test-database';

/**
 * Issue 32, decision 030: every e-mail Pamoja writes, beyond receipts and account e-mails, reaches its reader in
 * their language through the catalogue: givers in the language they gave in, subscribers in theirs or the
 * campaign's, organizers in their account's; amounts and dates through Intl in that language. The English reader's
 * e-mail stays word for word what it was.
 */
let database: DatabaseHandle;
let services: { mailer: ReturnType<typeof createMailer>; baseUrl: string };
const baseUrl = 'https://pamoja.example';

beforeAll(async () => {
  database = await createTestDatabase();
  services = { mailer: createMailer(database.db, null, pino({ level: 'silent' })), baseUrl };
});
afterAll(async () => {
  await database.close();
});

let serial = 0;
const address = (name: string) => `${name}-${Date.now()}-${++serial}@example.com`;
const mailsTo = (to: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const onlyMailTo = async (to: string) => {
  const mails = await mailsTo(to);
  expect(mails).toHaveLength(1);
  return mails[0];
};

/** An organizer whose account reads `organizerLocale`, with a campaign in `campaignLocale`. */
async function campaignOf(organizerLocale: string, campaignLocale = 'en', deceasedName = 'Aminata Diallo') {
  const organizer = await createUser(database.db, { locale: organizerLocale, email: address('organizer') });
  const { campaign } = await createOrganizerWithCampaign(database.db, {
    organizerId: organizer.id,
    organizerEmail: organizer.email,
    organizerName: 'Fatou Diallo',
    recipientName: 'Moussa Diallo',
    recipientPhone: '+221771234567',
    recipientPayoutMethod: 'mobile_money',
    deceasedName,
    locale: campaignLocale,
  });
  return { organizer, campaign };
}

const gift = (campaignId: number, overrides: Partial<typeof contributions.$inferInsert>) =>
  createContribution(database.db, { campaignId, ...overrides });

describe('thank-you e-mails are in the language each giver gave in', () => {
  it('when the family thanks everyone, then the French giver reads French, the English one the same English as before', async () => {
    const { organizer, campaign } = await campaignOf('en');
    const awa = address('awa');
    const john = address('john');
    await gift(campaign.id, { contributorName: 'Awa', contributorEmail: awa, locale: 'fr' });
    await gift(campaign.id, { contributorName: 'John', contributorEmail: john, locale: 'en' });

    const { sent } = await thankGivers(
      database.db,
      {
        campaignId: campaign.id,
        actor: userActor({ id: organizer.id, isAdmin: false }),
        contributionId: null,
        message: 'Merci / Thank you.',
      },
      { mailer: services.mailer, baseUrl, campaignChanged() {} },
    );
    expect(sent).toBe(2);

    const french = await onlyMailTo(awa);
    expect(french.subject).toBe('Un message de remerciement de la famille de Aminata Diallo');
    expect(french.text).toContain('Fatou Diallo, au nom de la famille de Aminata Diallo');
    expect(french.text).toContain(`Voir la page de mémoire : ${baseUrl}/campaign/`.replace(' :', '\u202f:'));
    const english = await onlyMailTo(john);
    expect(english.subject).toBe('A message of thanks from the family of Aminata Diallo');
    expect(english.text).toContain('Fatou Diallo, for the family of Aminata Diallo');
    expect(english.text).not.toMatch(/famille/);
  });
});

describe("subscribers read their language, else the campaign's", () => {
  it('when a family in Swahili posts an update, then a French giver reads French, a guestbook signer Swahili, an English giver the same English', async () => {
    const { campaign } = await campaignOf('en', 'sw', 'Juma Salim');
    const [awa, neema, john] = [address('awa'), address('neema'), address('john')];
    await gift(campaign.id, { contributorName: 'Awa', contributorEmail: awa.toUpperCase(), locale: 'fr' });
    await gift(campaign.id, { contributorName: 'John', contributorEmail: john, locale: 'en' });
    for (const [email, source] of [
      [awa, 'gift'],
      [neema, 'guestbook'],
      [john, 'gift'],
    ] as const) {
      await subscribeToUpdates(database.db, { campaignId: campaign.id, email, name: 'Subscriber', source });
    }
    const update = {
      postedByName: 'Fatou Diallo',
      postedByRole: 'organizer',
      body: 'Mazishi ni Jumamosi.',
      photo: null,
    } as unknown as CampaignUpdate;
    expect(await queueUpdateEmails(database.db, { baseUrl, campaign, update })).toBe(3);

    const french = await onlyMailTo(awa);
    expect(french.subject).toBe('Des nouvelles au sujet de Juma Salim');
    expect(french.text).toContain('Fatou Diallo, qui organise la collecte, a publié des nouvelles');
    expect(french.text).toMatch(
      /Pour ne plus recevoir ces e-mails, un seul clic suffit\u202f: \S+\/unsubscribe\//,
    );
    const swahili = await onlyMailTo(neema);
    expect(swahili.subject).toBe('Habari mpya kuhusu Juma Salim');
    expect(swahili.text).toContain('Fatou Diallo (mratibu) ameweka habari mpya');
    const english = await onlyMailTo(john);
    expect(english.subject).toBe('An update about Juma Salim');
    expect(english.text).toContain(
      'Fatou Diallo (organizer) posted an update on the memorial page of Juma Salim:',
    );
    expect(english.text).toContain('You receive this because you asked for updates from the family.');
  });

  it('when a payout reaches the family, then the French giver reads the day and amounts in French, the English one as before', async () => {
    const { campaign } = await campaignOf('en', 'en', 'Grace Achieng');
    const [awa, john] = [address('awa'), address('john')];
    await gift(campaign.id, { contributorName: 'Awa', contributorEmail: awa, locale: 'fr' });
    for (const email of [awa, john]) {
      await subscribeToUpdates(database.db, {
        campaignId: campaign.id,
        email,
        name: 'Subscriber',
        source: 'gift',
      });
    }
    await queuePayoutReachedGiversEmails(database.db, services, {
      campaign,
      paid: [
        { currency: 'KES', amount: '184300.00' },
        { currency: 'GBP', amount: '45.31' },
      ],
      payoutDate: new Date('2026-12-05T10:00:00Z'),
    });
    const french = await onlyMailTo(awa);
    expect(french.subject).toBe('Vos dons à la mémoire de Grace Achieng sont parvenus à la famille');
    expect(french.text).toMatch(
      /Le 5 décembre 2026, 184\s300\sKES et 45,31\s£GB sont parvenus à Moussa Diallo/u,
    );
    expect(french.text).toContain('Merci pour votre générosité.');
    const english = await onlyMailTo(john);
    expect(english.subject).toBe('Your gifts in memory of Grace Achieng reached the family');
    expect(english.text).toMatch(
      /On 5 December 2026, KES\s184,300 and £45\.31 reached Moussa Diallo, the family's nominated recipient\./u,
    );
  });
});

describe("the organizer's e-mails are in their account's language", () => {
  it('when the first anniversary comes, then a Portuguese organizer reads Portuguese, with the share text in the campaign language', async () => {
    const { organizer, campaign } = await campaignOf('pt', 'sw', 'Joaquim Mabote');
    const { organizer: english } = await campaignOf('en', 'en', 'Joaquim Mabote');
    await database.db
      .update(campaigns)
      .set({ deceasedDateOfPassing: '2040-03-14', createdAt: new Date('2040-03-20T00:00:00Z') })
      .where(eq(campaigns.organizerEmail, organizer.email));
    await database.db
      .update(campaigns)
      .set({ deceasedDateOfPassing: '2040-03-14', createdAt: new Date('2040-03-20T00:00:00Z') })
      .where(eq(campaigns.organizerEmail, english.email));
    await sendDueAnniversaryEmails(database.db, {
      now: new Date('2041-03-14T06:00:00Z'),
      baseUrl,
      secret: 'a-secret-of-at-least-thirty-two-characters',
    });
    const portuguese = await onlyMailTo(organizer.email);
    expect(portuguese.subject).toBe(
      'Um ano desde a partida de Joaquim Mabote: partilhar de novo a página em memória?',
    );
    expect(portuguese.text).toContain('Olá, Fatou Diallo,');
    expect(portuguese.text).toContain('Passou um ano desde que Joaquim Mabote partiu.');
    // The WhatsApp text goes to the family's contacts: the campaign's Swahili.
    const whatsapp = /https:\/\/wa\.me\/\?text=(\S+)/.exec(portuguese.text)?.[1] ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('Joaquim Mabote');
    expect(decodeURIComponent(whatsapp)).not.toContain('Please join us');
    expect(campaign.locale).toBe('sw');
    const englishMail = await onlyMailTo(english.email);
    expect(englishMail.subject).toBe('A year since Joaquim Mabote passed: share the memorial page again?');
    expect(englishMail.text).toContain(
      'It has been a year since Joaquim Mabote passed away. We are thinking of you and your family.',
    );
  });

  it('when a payout is requested and completed, then a French organizer reads both in French, amounts and dates in French', async () => {
    const statement = {
      campaignCurrency: 'USD',
      card: [
        {
          currency: 'USD',
          contributions: 2,
          counted: '100.00',
          platformFee: '6.00',
          processingFee: '3.50',
          paidOut: '0.00',
          payoutAmount: '90.50',
        },
      ],
      wallet: [{ currency: 'XOF', total: '5000' }],
      testMoney: [],
      approximatePayoutTotal: null,
      payoutStatus: null,
      payouts: [],
    } as unknown as PayoutFigures;
    for (const locale of ['fr', 'en'] as const) {
      const { campaign } = await campaignOf(locale);
      const organizer = await organizerOf(database.db, campaign);
      expect(organizer.locale).toBe(locale);
      await queuePayoutRequestedEmail(database.db, services, {
        campaign,
        organizer,
        requestedBy: 'recipient',
        statement,
        payoutDeadline: new Date('2026-12-10T14:00:00Z'),
      });
      await queuePayoutCompletedEmail(database.db, services, {
        campaign,
        organizer,
        paid: [{ currency: 'USD', amount: '90.50' }],
        payoutDate: new Date('2026-12-05T10:00:00Z'),
        reference: null,
      });
      const [requested, completed] = (await mailsTo(organizer.email)).sort((a, b) => a.id - b.id);
      if (locale === 'fr') {
        expect(requested.subject).toBe('Versement demandé pour la collecte à la mémoire de Aminata Diallo');
        expect(requested.text).toContain(
          'Moussa Diallo (bénéficiaire) a demandé le versement des contributions reçues à la mémoire de Aminata Diallo.',
        );
        expect(requested.text).toContain(
          'Ce que Pamoja versera à Moussa Diallo (Mobile money au +221771234567)',
        );
        expect(requested.text).toMatch(/- 90,50\s\$US\s: dons par carte 100,00\s\$US/u);
        expect(requested.text).toMatch(/au plus tard le 10 décembre 2026 (à )?14:00 UTC/);
        expect(completed.subject).toBe(
          'Le versement de la collecte à la mémoire de Aminata Diallo est effectué',
        );
        expect(completed.text).toMatch(/Le 5 décembre 2026, Pamoja a versé 90,50\s\$US à Moussa Diallo/u);
        expect(completed.text).toContain('Référence du virement\u202f: aucune référence indiquée');
        expect(completed.text).not.toMatch(/Dear|Campaign page/);
      } else {
        expect(requested.subject).toBe('Payout requested for Aminata Diallo');
        expect(requested.text).toContain(
          'Moussa Diallo (the recipient) requested the payout of the contributions in memory of Aminata Diallo.',
        );
        expect(requested.text).toContain(
          'What Pamoja will pay Moussa Diallo (Mobile money to +221771234567):',
        );
        expect(requested.text).toContain(
          '- $90.50: card gifts $100.00, less the platform fee $6.00 and card processing $3.50',
        );
        expect(requested.text).toContain('Mobile wallet gifts already received directly (not paid again):');
        expect(completed.subject).toBe('The payout for Aminata Diallo is complete');
        expect(completed.text).toContain(
          'Pamoja paid $90.50 to Moussa Diallo (Mobile money to +221771234567).',
        );
        expect(completed.text).toContain('Transfer reference: no reference given');
      }
    }
  });

  it("when a nominee change is approved, then the French organizer's e-mail is French and the WhatsApp text for the former recipient is in the campaign's Swahili", async () => {
    const { campaign } = await campaignOf('fr', 'sw');
    const organizer = await organizerOf(database.db, campaign);
    await queueNomineeChangeDecidedEmail(database.db, services, {
      campaign,
      organizer,
      approved: true,
      reason: 'Moussa est parti à l’étranger.',
    });
    const mail = await onlyMailTo(organizer.email);
    expect(mail.subject).toBe('Changement de bénéficiaire accepté, collecte à la mémoire de Aminata Diallo');
    expect(mail.text).toContain('Le motif indiqué\u202f: «\u202fMoussa est parti à l’étranger.\u202f»');
    const whatsapp = decodeURIComponent(/https:\/\/wa\.me\/\d+\?text=(\S+)/.exec(mail.text)?.[1] ?? '');
    expect(whatsapp).toContain('Habari Moussa, ni mimi Fatou Diallo.');
    expect(whatsapp).toContain('Pamoja imekubali ombi la michango kulipwa kwa mtu mwingine.');
  });

  it('when messages are reported, then a Swahili organizer reads the report in Swahili, an English one as before', async () => {
    for (const locale of ['sw', 'en'] as const) {
      const { campaign } = await campaignOf(locale);
      const reported = await gift(campaign.id, { contributorName: 'Kamau', memory: 'Pole sana.' });
      await database.db
        .insert(messageReports)
        .values({ campaignId: campaign.id, contributionId: reported.id, reason: 'spam' });
      await database.db.transaction((tx) =>
        emailWaitingReports(tx, campaign.id, { mailer: services.mailer, baseUrl }),
      );
      const mail = await onlyMailTo(campaign.organizerEmail);
      if (locale === 'sw') {
        expect(mail.subject).toBe('Ujumbe kwenye ukurasa wa Aminata Diallo umeripotiwa');
        expect(mail.text).toContain('Mgeni ameripoti ujumbe kwenye ukurasa wa kumbukumbu wa Aminata Diallo.');
        expect(mail.text).toContain('Sababu iliyotolewa: spam');
      } else {
        expect(mail.subject).toBe('A message on the page of Aminata Diallo was reported');
        expect(mail.text).toContain('A visitor reported a message on the memorial page of Aminata Diallo.');
        expect(mail.text).toContain('Reason given: spam');
      }
    }
  });

  it('when a gift comes in or is disputed, then a French organizer is told in French, an English one as before', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { campaign } = await campaignOf(locale);
      const wallet = await gift(campaign.id, {
        contributorName: 'Awa',
        paymentMethod: 'mobile_wallet',
        amount: '25.00',
        currency: 'USD',
        confirmationCode: 'QX12AB',
        isAnonymous: true,
      });
      await queueOrganizerNotice(database.db, services, campaign, wallet, 'wallet');
      const card = await gift(campaign.id, {
        contributorName: 'John',
        amount: '50.00',
        currency: 'USD',
        disputeStatus: 'needs_response',
        disputedAmount: '50.00',
        stripePaymentIntentId: `pi_dispute_${locale}`,
      });
      await queueDisputeNotice(database.db, services, campaign, card);
      const [notice, dispute] = (await mailsTo(campaign.organizerEmail)).sort((a, b) => a.id - b.id);
      if (locale === 'fr') {
        expect(notice.subject).toBe(
          'Une contribution par mobile money à confirmer, à la mémoire de Aminata Diallo',
        );
        expect(notice.text).toMatch(
          /Awa \(anonyme pour le public\) indique avoir envoyé 25,00\s\$US par mobile money à Moussa Diallo\./u,
        );
        expect(notice.text).toContain('Code de confirmation\u202f: QX12AB');
        expect(dispute.subject).toBe('Une contribution par carte est contestée (Aminata Diallo)');
        expect(dispute.text).toMatch(/a contesté le paiement par carte de 50,00\s\$US fait par John/u);
      } else {
        expect(notice.subject).toBe('A mobile wallet contribution to confirm for Aminata Diallo');
        expect(notice.text).toContain(
          'Awa (anonymous to the public) says they sent $25.00 by mobile wallet to Moussa Diallo.',
        );
        expect(dispute.subject).toBe('A card contribution is disputed (Aminata Diallo)');
        expect(dispute.text).toContain(
          "The bank of the cardholder has disputed John's card payment of $50.00 (a chargeback).",
        );
      }
    }
  });
});

describe('a giver hears that a rejection was undone in the language they gave in', () => {
  it('when the family undoes a rejection, then a Swahili giver reads Swahili, an English one as before', async () => {
    const { campaign } = await campaignOf('en');
    for (const locale of ['sw', 'en'] as const) {
      const email = address('giver');
      const row = await gift(campaign.id, {
        contributorName: 'Baraka',
        contributorEmail: email,
        paymentMethod: 'mobile_wallet',
        amount: '1000.00',
        currency: 'KES',
        confirmationCode: 'SKX9',
        locale,
      });
      await queueWalletRejectionUndoneNotice(database.db, services, campaign, row);
      const mail = await onlyMailTo(email);
      if (locale === 'sw') {
        expect(mail.subject).toBe('Mchango wako kwa kumbukumbu ya Aminata Diallo: habari njema');
        expect(mail.text).toContain('Mpendwa Baraka,');
        expect(mail.text).toMatch(
          /Tafadhali puuza ujumbe wetu wa mwisho kuhusu mchango wako wa Ksh\s1,000 kwa pesa za simu \(namba SKX9\)/u,
        );
      } else {
        expect(mail.subject).toBe('Your gift in memory of Aminata Diallo: good news');
        expect(mail.text).toMatch(
          /Please set aside our last message about your mobile wallet gift of KES\s1,000 \(reference SKX9\)/u,
        );
      }
    }
  });
});

describe("an admin's decision on a reported page reaches the organizer in their account's language", () => {
  async function reportedPage(organizerLocale: string) {
    const { organizer, campaign } = await campaignOf(organizerLocale, 'en', 'Mzee Juma Hamisi');
    const [report] = await database.db
      .insert(pageReports)
      .values({ campaignId: campaign.id, reason: 'not_family' })
      .returning();
    return { organizer, campaign, report };
  }
  const decisionServices = () => ({
    ...services,
    ipAddress: '127.0.0.1',
    userAgent: 'test',
    campaignChanged: () => {},
  });

  it('when an admin pauses the page, then a Swahili organizer reads the pause in Swahili, and its lifting too', async () => {
    const admin = currentUserOf(await createUser(database.db, { isAdmin: true, email: address('admin') }));
    const { organizer, campaign, report } = await reportedPage('sw');
    await decidePageReport(
      database.db,
      { admin, reportId: report.id, decision: 'pause', note: 'Tutakupigia simu wiki hii.' },
      decisionServices(),
    );
    const pause = await onlyMailTo(organizer.email);
    expect(pause.subject).toBe(
      'Michango kwa ukurasa wa Mzee Juma Hamisi imesimamishwa kwa muda tunapoukagua',
    );
    expect(pause.text).toContain('Mpendwa Fatou Diallo,');
    expect(pause.text).toContain(
      `Mtu ametuomba tuangalie ukurasa wa kumbukumbu ya Mzee Juma Hamisi (${baseUrl}/`,
    );
    expect(pause.text).toContain('Tulichoambiwa: Mratibu si wa familia.');
    expect(pause.text).toContain('Neno kutoka kwa timu ya Pamoja:\nTutakupigia simu wiki hii.');
    expect(pause.text).not.toMatch(/Dear|Someone asked|What we were told/);

    await unpauseCampaign(database.db, { admin, campaignId: campaign.id }, decisionServices());
    expect((await mailsTo(organizer.email)).map((mail) => mail.subject)).toContain(
      'Ukurasa wa Mzee Juma Hamisi unapokea michango tena',
    );
  });

  it('when an admin contacts an English organizer, then the e-mail is the English it always was', async () => {
    const admin = currentUserOf(await createUser(database.db, { isAdmin: true, email: address('admin') }));
    const { organizer, report } = await reportedPage('en');
    await decidePageReport(
      database.db,
      { admin, reportId: report.id, decision: 'contact' },
      decisionServices(),
    );
    const contact = await onlyMailTo(organizer.email);
    expect(contact.subject).toBe('A question about the page of Mzee Juma Hamisi');
    expect(contact.text).toContain('Dear Fatou Diallo,');
    expect(contact.text).toContain('What we were told: The organizer is not the family.');
    expect(contact.text).toContain(
      'Could you reply to tell us how you are related to the person and, if another page exists for them, how the two pages relate?',
    );
  });
});
