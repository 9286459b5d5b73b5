import { ServiceUnavailableError } from './errors';

const RETRY_AFTER_SECONDS = 5;

export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * At most `running` jobs at once and `waiting` more in line; anything beyond is refused at once with 503, `busy`
 * and Retry-After rather than queued without end, so a burst of heavy work slows that work, never the pages.
 */
export function createWorkQueue({
  running,
  waiting,
  busy,
}: {
  running: number;
  waiting: number;
  busy: string;
}): WorkQueue {
  let active = 0;
  const line: Array<() => void> = [];
  return {
    async run(work) {
      if (active < running) {
        active += 1;
      } else if (line.length < waiting) {
        // The finishing job hands its slot straight over, so `active` stays counted.
        await new Promise<void>((start) => line.push(start));
      } else {
        throw new ServiceUnavailableError(busy, RETRY_AFTER_SECONDS);
      }
      try {
        return await work();
      } finally {
        const next = line.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
