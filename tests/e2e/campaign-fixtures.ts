import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { photoLikeImage } from '../setup/images';

function isoDatePlus(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Signs up a new organizer through the API; the request context (and its page) is then signed in. */
export async function signUpOrganizer(request: APIRequestContext) {
  const suffix = randomBytes(3).toString('hex');
  const email = `organizer-${suffix}@example.com`;
  const password = 'organizer-password';
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Zawadi', lastName: 'Otieno', email, country: 'KE', phone: '+254700000000', password },
  });
  expect(response.status()).toBe(201);
  return { email, password, suffix };
}

/** Creates a campaign through the real API (and, with `withPhoto`, a real upload) as the signed-in organizer. */
export async function createCampaignThroughApi(
  request: APIRequestContext,
  {
    withPhoto = false,
    allowSharing = true,
    sharePublicly = true,
    deceasedName: nameGiven,
  }: { withPhoto?: boolean; allowSharing?: boolean; sharePublicly?: boolean; deceasedName?: string } = {},
) {
  const suffix = randomBytes(3).toString('hex');
  let photoUrl = '';
  if (withPhoto) {
    const upload = await request.post('/api/upload', {
      multipart: {
        image: {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: await photoLikeImage({ width: 1600, height: 1200 }),
        },
      },
    });
    expect(upload.status()).toBe(201);
    photoUrl = ((await upload.json()) as { url: string }).url;
  }
  const deceasedName = nameGiven ?? `Otieno Ochieng ${suffix}`;
  const response = await request.post('/api/campaigns', {
    data: {
      organizerName: 'Zawadi Otieno',
      organizerEmail: `zawadi-${suffix}@example.com`,
      organizerPhone: '+254 700 000000',
      deceasedName,
      organizerRelationship: 'child',
      deceasedDateOfPassing: '2025-06',
      deceasedBirthYear: '1944',
      deceasedLocation: 'Kisumu, Kenya',
      photoUrl,
      tribute: 'Otieno fished Lake Victoria for sixty years and fed anyone who came to his door.',
      recipientName: 'Akinyi Otieno',
      recipientRelationship: 'spouse',
      recipientCountry: 'KE',
      recipientPhone: '+254 711 000222',
      recipientPayoutMethod: 'mobile_money',
      goal: 100000,
      customUrl: `rip-otieno-${suffix}`,
      endDate: isoDatePlus(21),
      sharePublicly,
      enableSocialSharing: allowSharing,
      acceptTerms: true,
      termsAccepted: true,
      // A journey's set-up, in a database every journey shares: a name given twice is not the dialog's question here
      // (tests/e2e/page-reports.test.ts asks it).
      confirmSamePerson: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number; customUrl: string };
  return { ...created, deceasedName, photoUrl };
}

/** The campaign page's public list of confirmed contributions and their memories. */
export const tributesOf = (page: Page) => page.getByRole('region', { name: 'Tributes and memories' });

/** The "N contributions" count under the campaign page's total. */
export async function contributionCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/\d+ contributions?/)
    .first()
    .textContent();
  return Number(/(\d+) contribution/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** A mobile-wallet gift made through the API and confirmed by the organizer, so it shows on the page at once. */
/** A mobile wallet gift as a giver sends it: it waits for the family's check. Its id. */
export async function sendWalletGift(
  request: APIRequestContext,
  campaignId: number,
  gift: { contributorName: string; memory: string; contributorEmail?: string },
): Promise<number> {
  const response = await request.post('/api/contribute', {
    data: {
      campaignId,
      contributorEmail: 'giver@example.com',
      ...gift,
      amount: 1500,
      currency: 'KES',
      mobileWalletDetails: { confirmationCode: 'QWE123RTY' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contribution: { id: number } }).contribution.id;
}

export async function giveConfirmedWalletGift(
  organizer: APIRequestContext,
  campaignId: number,
  gift: { contributorName: string; memory: string; contributorEmail?: string },
) {
  const id = await sendWalletGift(organizer, campaignId, gift);
  const review = await organizer.post(`/api/contributions/${id}/review`, { data: { decision: 'confirm' } });
  expect(review.status(), await review.text()).toBe(200);
}

/** A card gift through the sandbox, as the wizard makes it: intent, test card, confirmation. */
export async function giveByCard(request: APIRequestContext, campaignId: number, amount: string) {
  const intent = await request.post('/api/stripe/create-intent', {
    data: {
      campaignId,
      amount,
      currency: 'KES',
      contributorName: 'Baraka Mwangi',
      contributorEmail: 'baraka@example.com',
      contributorRelationship: 'Friend',
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post('/api/stripe/sandbox-confirm', {
    data: { clientSecret, cardNumber: '4242424242424242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { paymentIntentId } = (await paid.json()) as { paymentIntentId: string };
  const confirmed = await request.post('/api/stripe/confirm-payment', { data: { paymentIntentId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
