import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { createCardContribution } from '../../seed/factories';
import { createOrganizerWithCampaign } from '../../tests/setup/contribution-fixtures';
import { createTestDatabase } from '../../tests/setup/test-database';
import { listOrganizerCampaigns } from '../campaigns/list-organizer-campaigns.server';
import { userActor } from '../campaigns/permissions';
import { createMailer } from '../notifications/send-email.server';
import { requestPayout } from '../payouts/index.server';
import { adminCampaignQueryOf, listAdminCampaigns } from './list-admin-campaigns.server';
import { listPayoutSchedule, payoutScheduleQueryOf } from './list-payout-schedule.server';

const HOUR = 60 * 60 * 1000;
const now = new Date();
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A campaign with a card gift whose payout the organizer requested at `requestedAt`. */
async function campaignWithPayoutRequested(
  requestedAt: Date,
  ending: { endedAt?: Date; isActive?: boolean } = {},
) {
  const { organizer, campaign } = await createOrganizerWithCampaign(database.db, {
    campaignCurrency: 'KES',
    ...ending,
  });
  await createCardContribution(database.db, {
    campaignId: campaign.id,
    amount: '2500.00',
    currency: 'KES',
    createdAt: new Date(requestedAt.getTime() - HOUR),
  });
  await requestPayout(
    database.db,
    { campaignId: campaign.id, type: 'payout', actor: userActor(organizer) },
    {
      mailer: createMailer(database.db, null, pino({ level: 'silent' })),
      baseUrl: 'https://pamoja.example',
      ipAddress: '203.0.113.9',
      campaignChanged: () => {},
      now: requestedAt,
    },
  );
  return { organizer, campaign };
}

/** The status each screen shows for the campaign at `now`: Payouts tab, Campaigns tab, organizer dashboard. */
async function statusesOf({ organizer, campaign }: Awaited<ReturnType<typeof campaignWithPayoutRequested>>) {
  const search = new URLSearchParams({ q: String(campaign.id) });
  const payouts = await listPayoutSchedule(database.db, payoutScheduleQueryOf(search), now);
  const adminCampaigns = await listAdminCampaigns(database.db, adminCampaignQueryOf(search), now);
  const dashboard = await listOrganizerCampaigns(database.db, organizer.id, now);
  return {
    payoutsTab: payouts.rows.find((row) => row.campaignId === campaign.id)?.status,
    campaignsTab: adminCampaigns.rows.find((row) => row.id === campaign.id)?.status,
    dashboard: dashboard.find((row) => row.id === campaign.id)?.status,
  };
}

/** Issue 29 bug 9: one Overdue rule (campaign-status.ts), so the admin's tabs and the dashboard give one answer. */
describe('Overdue, on every screen', () => {
  it('when a running campaign’s payout was requested 48 hours ago and is unpaid, then every screen says Overdue', async () => {
    const requested = await campaignWithPayoutRequested(new Date(now.getTime() - 48 * HOUR - 60_000));
    expect(await statusesOf(requested)).toEqual({
      payoutsTab: 'Overdue',
      campaignsTab: 'Overdue',
      dashboard: 'Overdue',
    });
  });

  it('when a running campaign’s payout was requested an hour ago, then every screen says it is pending', async () => {
    const requested = await campaignWithPayoutRequested(new Date(now.getTime() - HOUR));
    expect(await statusesOf(requested)).toEqual({
      payoutsTab: 'Pending',
      campaignsTab: 'Pending Payout',
      dashboard: 'Pending Payout',
    });
  });

  it('when an ended campaign is past its deadline (48 hours after the end) with its payout unpaid, then every screen says Overdue', async () => {
    const endedAt = new Date(now.getTime() - 5 * 24 * HOUR);
    const requested = await campaignWithPayoutRequested(new Date(now.getTime() - 4 * 24 * HOUR), {
      endedAt,
      isActive: false,
    });
    expect(await statusesOf(requested)).toEqual({
      payoutsTab: 'Overdue',
      campaignsTab: 'Overdue',
      dashboard: 'Overdue',
    });
  });
});
