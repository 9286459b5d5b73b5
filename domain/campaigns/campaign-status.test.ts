import { describe, expect, it } from 'vitest';
import {
  type CampaignStatusFields,
  campaignEndMoment,
  campaignStatusOf,
  familyStatusLabel,
  isPayoutOverdue,
  payoutDeadlineOf,
} from './campaign-status';

const now = new Date('2026-11-23T12:00:00Z');
const running: CampaignStatusFields = {
  payableContributions: 3,
  payoutStatus: null,
  endedAt: null,
  endDate: null,
  pendingPayoutDeadline: null,
};
const HOUR = 60 * 60 * 1000;

describe('campaignEndMoment', () => {
  it('when the campaign runs with no end date, then it has not ended', () => {
    expect(campaignEndMoment({ endedAt: null, endDate: null }, now)).toBeNull();
  });

  it('when its end date is today or later, then it has not ended yet', () => {
    expect(campaignEndMoment({ endedAt: null, endDate: '2026-11-23' }, now)).toBeNull();
    expect(campaignEndMoment({ endedAt: null, endDate: '2026-12-01' }, now)).toBeNull();
  });

  it('when its end date is over, then it ended at the end of that day (UTC)', () => {
    expect(campaignEndMoment({ endedAt: null, endDate: '2026-11-20' }, now)).toEqual(
      new Date('2026-11-21T00:00:00Z'),
    );
  });

  it('when the organizer ended it, then it ended then, even before a planned end date', () => {
    const endedAt = new Date('2026-11-10T09:30:00Z');
    expect(campaignEndMoment({ endedAt, endDate: '2026-12-01' }, now)).toEqual(endedAt);
  });

  it('when the organizer ended it after its end date was over, then the end date counts', () => {
    const endedAt = new Date('2026-11-22T09:30:00Z');
    expect(campaignEndMoment({ endedAt, endDate: '2026-11-19' }, now)).toEqual(
      new Date('2026-11-20T00:00:00Z'),
    );
  });
});

describe('campaignStatusOf', () => {
  it('when there is nothing to pay out (no card gift counts), then it is Active, whatever its dates', () => {
    expect(campaignStatusOf({ ...running, payableContributions: 0 }, now)).toBe('Active');
    expect(campaignStatusOf({ ...running, payableContributions: 0, endDate: '2026-01-01' }, now)).toBe(
      'Active',
    );
  });

  it('when the payout is completed, then it is Payout Complete, even long after the end', () => {
    expect(campaignStatusOf({ ...running, payoutStatus: 'completed', endDate: '2026-01-01' }, now)).toBe(
      'Payout Complete',
    );
  });

  it('when it runs with gifts and no payout requested, then it is Pending Payout', () => {
    expect(campaignStatusOf(running, now)).toBe('Pending Payout');
  });

  it('when it runs and its payout was requested less than 48 hours ago, then it is Pending Payout', () => {
    const requested = { ...running, payoutStatus: 'requested' };
    const pendingPayoutDeadline = payoutDeadlineOf(running, new Date(now.getTime() - 47 * HOUR), now);
    expect(campaignStatusOf({ ...requested, pendingPayoutDeadline }, now)).toBe('Pending Payout');
  });

  it('when it runs and its payout was requested 48 hours ago and is still not paid, then it is Overdue (issue 29 bug 9)', () => {
    const requested = { ...running, payoutStatus: 'requested' };
    const pendingPayoutDeadline = payoutDeadlineOf(running, new Date(now.getTime() - 48 * HOUR - 1), now);
    expect(campaignStatusOf({ ...requested, pendingPayoutDeadline }, now)).toBe('Overdue');
  });

  it('when it ended exactly 48 hours ago, then it is still Pending Payout; a millisecond later, Overdue', () => {
    const endedAt = new Date(now.getTime() - 48 * 60 * 60 * 1000);
    expect(campaignStatusOf({ ...running, endedAt }, now)).toBe('Pending Payout');
    expect(campaignStatusOf({ ...running, endedAt }, new Date(now.getTime() + 1))).toBe('Overdue');
  });

  it('when its end date was over more than 48 hours ago and the payout is only requested, then it is Overdue', () => {
    // 2026-11-20 ended at 2026-11-21T00:00Z: 60 hours before now.
    expect(campaignStatusOf({ ...running, payoutStatus: 'requested', endDate: '2026-11-20' }, now)).toBe(
      'Overdue',
    );
    // 2026-11-21 ended at 2026-11-22T00:00Z: 36 hours before now.
    expect(campaignStatusOf({ ...running, endDate: '2026-11-21' }, now)).toBe('Pending Payout');
  });
});

describe('payoutDeadlineOf and isPayoutOverdue: the one Overdue rule (decision 010)', () => {
  it('when the campaign runs and nothing is requested, then nothing is due and nothing is overdue', () => {
    expect(payoutDeadlineOf(running, null, now)).toBeNull();
    expect(isPayoutOverdue(null, now)).toBe(false);
  });

  it('when the campaign runs and a payout is requested, then it is due 48 hours after the request', () => {
    const requestedAt = new Date('2026-11-20T08:00:00Z');
    expect(payoutDeadlineOf(running, requestedAt, now)).toEqual(new Date('2026-11-22T08:00:00Z'));
  });

  it('when the campaign ended, then it is due 48 hours after the end, requested or not', () => {
    const endedAt = new Date('2026-11-20T08:00:00Z');
    const due = new Date('2026-11-22T08:00:00Z');
    expect(payoutDeadlineOf({ endedAt, endDate: null }, null, now)).toEqual(due);
    expect(payoutDeadlineOf({ endedAt, endDate: null }, new Date('2026-11-21T08:00:00Z'), now)).toEqual(due);
  });

  it('when the deadline is now, then it is not yet overdue; a millisecond past it, it is', () => {
    expect(isPayoutOverdue(now, now)).toBe(false);
    expect(isPayoutOverdue(now, new Date(now.getTime() + 1))).toBe(true);
  });
});

describe('the status in the family’s words (issue 33 item 8)', () => {
  it('when money waits and no payout was requested, then the dashboard does not say Pending Payout beside "No payout requested yet"', () => {
    const status = campaignStatusOf(running, now);
    expect(status).toBe('Pending Payout');
    expect(familyStatusLabel(status, null)).toBe('Ready for payout');
  });

  it('when a payout was requested, or the status is any other, then it is the admin’s word', () => {
    expect(familyStatusLabel('Pending Payout', 'requested')).toBe('Pending Payout');
    expect(familyStatusLabel('Overdue', null)).toBe('Overdue');
    expect(familyStatusLabel('Payout Complete', 'completed')).toBe('Payout Complete');
  });
});
