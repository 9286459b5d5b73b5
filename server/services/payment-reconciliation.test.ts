import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReconciliationReport } from '../../domain/contributions/index.server';
import { paymentReconciliationJob } from './payment-reconciliation';
import { startPeriodicJobs } from './periodic-jobs';

const QUIET: ReconciliationReport = {
  checked: 3,
  recorded: 0,
  failed: 0,
  canceled: 0,
  eventsApplied: 0,
  chargesCorrected: 0,
  feesRecorded: 0,
  feesRefused: null,
  unmatched: [],
  eventsRefused: null,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduled card reconciliation', () => {
  it('when the server runs, then a pass runs a minute after start and every 15 minutes, is logged only when it changed something, and stops on shutdown', async () => {
    const logger = pino({ level: 'silent' });
    const info = vi.spyOn(logger, 'info');
    const error = vi.spyOn(logger, 'error');
    const reports = [QUIET, { ...QUIET, recorded: 1 }];
    const reconcile = vi.fn(async () => reports.shift() ?? Promise.reject(new Error('Stripe is down')));
    const stop = startPeriodicJobs([paymentReconciliationJob(reconcile, logger)], {
      pool: undefined,
      logger,
    });

    await vi.advanceTimersByTimeAsync(59_000);
    expect(reconcile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(info).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(reconcile).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith(
      { report: { ...QUIET, recorded: 1 } },
      'card payments reconciled with Stripe',
    );

    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(reconcile).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(reconcile).toHaveBeenCalledTimes(3);
  });
});
