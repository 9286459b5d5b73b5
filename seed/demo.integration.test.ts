import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { campaigns, contributions, uploads } from '../db/schema';
import { findUserByEmail } from '../domain/accounts/find-user-by-email.server';
import { verifyPassword } from '../domain/accounts/passwords.server';
import { getAdminStats } from '../domain/admin/get-admin-stats.server';
import { isPayoutOverdue } from '../domain/campaigns/campaign-status';
import { getCampaignPage } from '../domain/campaigns/get-campaign-page.server';
import { nextUpcomingEvent } from '../domain/gathering/events';
import { campaignLedgerOf } from '../domain/payouts/ledger.server';
import { payoutStatementOf } from '../domain/payouts/payout-statement.server';
import { validateRecipientAccess } from '../domain/recipients/validate-recipient-access.server';
import { createLocalFileStore } from '../integrations/storage/local-file-store.server';
import { createRateLimiters } from '../server/services/rate-limits';
import { createTestDatabase } from '../tests/setup/test-database';
import { DEMO_CAMPAIGN_URL, DEMO_ORGANIZER_EMAIL, seedDemoData } from './demo';

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeEach(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
});
afterEach(async () => {
  await first.close();
  await second.close();
});

/** A demo left running on a shared network must not be an account anyone can sign in to (issue 17 item 2). */
describe('the demo organizer', () => {
  it('when two data directories are seeded, then each has its own random password', async () => {
    const a = await seedDemoData(first.db);
    const b = await seedDemoData(second.db);
    expect(a?.password).toMatch(/^[\w-]{16}$/);
    expect(b?.password).toMatch(/^[\w-]{16}$/);
    expect(a?.password).not.toBe(b?.password);
    expect(a?.password).not.toBe('pamoja-demo-2025');
  });

  it('when seeded, then the password shown is the one that signs in, and DEMO_PASSWORD fixes it for tests', async () => {
    const shown = await seedDemoData(first.db);
    const organizer = await findUserByEmail(first.db, DEMO_ORGANIZER_EMAIL);
    expect(await verifyPassword(organizer?.password ?? '', shown?.password ?? '')).toBe(true);

    const admin = await findUserByEmail(first.db, shown?.admin.email ?? '');
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin?.password ?? '', shown?.admin.password ?? '')).toBe(true);

    const fixed = await seedDemoData(second.db, { password: 'a-fixed-password-for-tests' });
    expect(fixed?.password).toBe('a-fixed-password-for-tests');
  });

  it('when seeded, then the recipient link and phone printed open a recipient session', async () => {
    const shown = await seedDemoData(first.db, { baseUrl: 'http://127.0.0.1:3000' });
    const code = new URL(shown?.recipient.accessUrl ?? '').searchParams.get('code') ?? '';
    const access = await validateRecipientAccess(
      first.db,
      { accessCode: code, phone: shown?.recipient.phone ?? '' },
      { limiters: createRateLimiters(undefined), ipAddress: '127.0.0.1' },
    );
    expect(access.campaign.customUrl).toBe(DEMO_CAMPAIGN_URL);
  });

  it('when seeded again, then nothing is touched and no password is shown again', async () => {
    await seedDemoData(first.db);
    expect(await seedDemoData(first.db)).toBeNull();
  });

  it('when seeded, then the campaign page carries a past wake, the funeral with its livestream and the burial', async () => {
    await seedDemoData(first.db);
    const page = await getCampaignPage(first.db, { customUrl: DEMO_CAMPAIGN_URL });
    const kinds = page?.events.map((event) => event.kind);
    expect(kinds).toEqual(['vigil', 'funeral', 'burial']);
    const next = nextUpcomingEvent(page?.events ?? [], new Date());
    expect(next?.kind).toBe('funeral');
    expect(next?.livestreamUrl).toMatch(/^https:\/\//);
    expect(next?.attendingCount).toBe(7);
  });

  it('when seeded, then the campaign page carries gifts given in person, one in kind, apart from the online total', async () => {
    await seedDemoData(first.db);
    const page = await getCampaignPage(first.db, { customUrl: DEMO_CAMPAIGN_URL });
    expect(page?.givenInPerson.figure).toEqual({
      totals: [
        { currency: 'GBP', amountMinor: 5_000, gifts: 1 },
        { currency: 'NGN', amountMinor: 2_500_000, gifts: 2 },
      ],
      inKindGifts: 1,
    });
    expect(page?.givenInPerson.gifts.gifts.filter((gift) => gift.inKind !== null)).toHaveLength(1);
  });

  it('when seeded with a file store, then the latest update and a guestbook message carry the same attached photo', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'pamoja-demo-'));
    try {
      await seedDemoData(first.db, { fileStore: createLocalFileStore(directory) });
      const page = await getCampaignPage(first.db, { customUrl: DEMO_CAMPAIGN_URL });
      const photo = page?.updates.updates[0].photo;
      expect(photo).toMatch(/^\/uploads\/.+\.webp$/);
      expect(page?.tributes.tributes.find((tribute) => tribute.kind === 'message')?.photos).toEqual([photo]);
      const [upload] = await first.db
        .select()
        .from(uploads)
        .where(eq(uploads.url, photo as string));
      expect(upload.attachedAt).not.toBeNull();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('when seeded with a file store, then the page carries a public funeral budget of four lines, spending and an attached receipt', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'pamoja-demo-'));
    try {
      await seedDemoData(first.db, { fileStore: createLocalFileStore(directory) });
      const budget = (await getCampaignPage(first.db, { customUrl: DEMO_CAMPAIGN_URL }))?.budget;
      expect(budget?.lines).toHaveLength(4);
      expect(budget?.spentMinor).toBe(121_250_000);
      expect(budget?.spending.some((payment) => payment.editedAt !== null)).toBe(true);
      const receipt = budget?.spending.find((payment) => payment.receipt)?.receipt;
      expect(receipt).toMatch(/^\/uploads\/.+\.webp$/);
      const [upload] = await first.db
        .select()
        .from(uploads)
        .where(eq(uploads.url, receipt as string));
      expect(upload.attachedAt).not.toBeNull();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

/** Issue 29 bug 10: the demo's card gifts carry the fees real ones do, so its figures are the product's. */
describe('the demo money', () => {
  it('when seeded, then every card currency of the demo campaign has fees and a positive amount to be paid', async () => {
    await seedDemoData(first.db);
    const [campaign] = await first.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.customUrl, DEMO_CAMPAIGN_URL));
    const cardCurrencies = await cardCurrenciesOf(campaign.id);
    const statement = await payoutStatementOf(first.db, campaign);
    expect(statement.card.map((line) => line.currency).sort()).toEqual(cardCurrencies);
    expect(cardCurrencies).toContain('NGN');
    for (const line of statement.card) {
      expect(Number(line.counted), line.currency).toBeGreaterThan(0);
      expect(Number(line.platformFee), line.currency).toBeGreaterThan(0);
      expect(Number(line.processingFee), line.currency).toBeGreaterThan(0);
      expect(Number(line.payoutAmount), line.currency).toBeGreaterThan(0);
      expect(Number(line.payoutAmount), line.currency).toBeLessThan(Number(line.counted));
    }
    expect(statement.card.find((line) => line.currency === 'NGN')).toMatchObject({
      counted: '340000.00',
      platformFee: '20400.00',
    });
  });

  it('when seeded, then the administration demo has an earlier payout completed through the ledger, its page saying so, and a later one overdue', async () => {
    await seedDemoData(first.db);
    const [campaign] = await first.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.customUrl, 'rip-kwame-mensah'));
    const ledger = await campaignLedgerOf(first.db, campaign);
    expect(ledger.payouts).toHaveLength(2);
    const [paid, waiting] = ledger.payouts;
    // The first two gifts (GHS 3,700) paid in full, as owed.
    expect(paid.status).toBe('completed');
    expect(paid.lines).toMatchObject([{ currency: 'GHS', counted: '3700.00' }]);
    expect(paid.lines[0].paid).toBe(paid.lines[0].owed);
    // The last gift (GHS 800) is the balance the waiting payout asks for.
    expect(waiting.status).toBe('pending');
    expect(waiting.lines).toMatchObject([
      { currency: 'GHS', counted: '800.00', owed: ledger.card[0].balance },
    ]);
    expect(ledger.card[0].requested).toBe(ledger.card[0].balance);
    const gifts = await first.db
      .select()
      .from(contributions)
      .where(eq(contributions.campaignId, campaign.id))
      .orderBy(contributions.id);
    expect(gifts.map((gift) => gift.payoutId)).toEqual([paid.id, paid.id, waiting.id]);
    expect(isPayoutOverdue(waiting.payoutDeadline, new Date())).toBe(true);

    const page = await getCampaignPage(first.db, { customUrl: 'rip-kwame-mensah' });
    expect(page?.payoutsReached).toEqual([
      { payoutDate: paid.payoutDate, amounts: [{ currency: 'GHS', amount: paid.lines[0].paid }] },
    ]);
  });

  it('when seeded, then the admin revenue names every currency the demo took by card', async () => {
    await seedDemoData(first.db);
    const stats = await getAdminStats(first.db, { now: new Date() });
    const revenueCurrencies = stats.totalRevenue.byCurrency.map((line) => line.currency).sort();
    expect(revenueCurrencies).toEqual(await cardCurrenciesOf());
    expect(revenueCurrencies).toEqual(['GHS', 'NGN']);
  });
});

/** The currencies of the demo's paid card gifts, of one campaign or all. */
async function cardCurrenciesOf(campaignId?: number): Promise<string[]> {
  const rows = await first.db
    .selectDistinct({ currency: contributions.currency })
    .from(contributions)
    .where(
      and(
        eq(contributions.paymentMethod, 'card'),
        eq(contributions.paymentStatus, 'succeeded'),
        campaignId === undefined ? undefined : eq(contributions.campaignId, campaignId),
      ),
    );
  return rows.map((row) => row.currency).sort();
}
