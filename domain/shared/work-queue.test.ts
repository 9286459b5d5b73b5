import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { createWorkQueue } from './work-queue';

function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('createWorkQueue', () => {
  it('when every slot and the line are full, then the next job is refused at once with a retry time', async () => {
    const queue = createWorkQueue({ running: 2, waiting: 1, busy: 'Busy' });
    const started: number[] = [];
    const jobs = [0, 1, 2].map(() => deferred());
    const results = jobs.map((job, index) =>
      queue.run(async () => {
        started.push(index);
        await job.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    const refusal = await queue.run(async () => 'too many').catch((error: unknown) => error);
    expect(isDomainError(refusal, 'unavailable')).toBe(true);
    expect(refusal).toMatchObject({ message: 'Busy', retryAfterSeconds: 5 });

    jobs[0].finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    jobs[1].finish();
    jobs[2].finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
  });

  it('when a job fails, then its slot is freed all the same', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0, busy: 'Busy' });
    await expect(queue.run(async () => Promise.reject(new Error('corrupt image')))).rejects.toThrow(
      'corrupt image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
