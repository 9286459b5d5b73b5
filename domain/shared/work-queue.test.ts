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

  it('when one visitor has their share running or waiting, then their next is 429 while another visitor still queues', async () => {
    const queue = createWorkQueue({
      running: 1,
      waiting: 10,
      busy: 'Busy',
      perVisitor: { most: 2, flooding: 'Wait for your photos' },
    });
    const job = deferred();
    const flood = [queue.run(() => job.done, 'a'), queue.run(() => job.done, 'a')];
    const refusal = await queue.run(async () => 'third', 'a').catch((error: unknown) => error);
    expect(isDomainError(refusal, 'rate_limited')).toBe(true);
    expect(refusal).toMatchObject({ message: 'Wait for your photos', retryAfterSeconds: 5 });
    const other = queue.run(async () => 'b served', 'b');
    job.finish();
    await Promise.all(flood);
    expect(await other).toBe('b served');
    // Their share is theirs again once their photos are done.
    expect(await queue.run(async () => 'a again', 'a')).toBe('a again');
  });

  it('when one visitor queued first and another after, then the line is served in turn, not first come first served', async () => {
    const queue = createWorkQueue({
      running: 1,
      waiting: 10,
      busy: 'Busy',
      perVisitor: { most: 3, flooding: 'x' },
    });
    const started: string[] = [];
    const jobs = new Map(['a0', 'a1', 'a2', 'b1'].map((name) => [name, deferred()]));
    const run = (name: string) =>
      queue.run(async () => {
        started.push(name);
        await jobs.get(name)?.done;
      }, name[0]);
    const all = ['a0', 'a1', 'a2', 'b1'].map(run);
    for (const name of ['a0', 'a1', 'b1', 'a2']) {
      await new Promise((resolve) => setImmediate(resolve));
      jobs.get(name)?.finish();
    }
    await Promise.all(all);
    expect(started).toEqual(['a0', 'a1', 'b1', 'a2']);
  });

  it('when the whole line is full of different visitors, then 503 for a newcomer', async () => {
    const queue = createWorkQueue({
      running: 1,
      waiting: 1,
      busy: 'Busy',
      perVisitor: { most: 2, flooding: 'x' },
    });
    const job = deferred();
    const held = [queue.run(() => job.done, 'a'), queue.run(() => job.done, 'b')];
    const refusal = await queue.run(async () => 'c', 'c').catch((error: unknown) => error);
    expect(isDomainError(refusal, 'unavailable')).toBe(true);
    job.finish();
    await Promise.all(held);
  });
});
