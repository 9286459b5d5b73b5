import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { RateLimitedError } from '../../domain/shared/errors';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { createTestDatabase } from '../../tests/setup/test-database';
import { createRateLimiters } from './rate-limits';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('createRateLimiters', () => {
  it('when the allowance is spent, then the next attempt is refused with minutes to wait', async () => {
    const limiter = createRateLimiters(database.pool)('test-spent', { points: 3, durationSeconds: 600 });
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume('1.2.3.4');
    const refused = await limiter.consume('1.2.3.4').catch((error) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refusalIn('en', refused.message, refused.inputs)).toMatch(
      /^Too many attempts, try again in \d+ minutes?$/,
    );
    expect(refusalIn('fr', refused.message, refused.inputs)).toMatch(
      /^Trop de tentatives\u202f; réessayez dans \d+\u00a0minutes?$/,
    );
    await limiter.consume('5.6.7.8');
  });

  it('when a key is reset, then it may try again', async () => {
    const limiter = createRateLimiters(database.pool)('test-reset', { points: 1, durationSeconds: 600 });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.reset('k');
    await limiter.consume('k');
  });

  it.runIf(process.env.TEST_DATABASE_ENGINE === 'postgres')(
    'when two processes share PostgreSQL, then they share the count',
    async () => {
      const first = createRateLimiters(database.pool)('test-shared', { points: 2, durationSeconds: 600 });
      const second = createRateLimiters(database.pool)('test-shared', { points: 2, durationSeconds: 600 });
      await first.consume('shared');
      await second.consume('shared');
      await expect(first.consume('shared')).rejects.toBeInstanceOf(RateLimitedError);
    },
  );
});
