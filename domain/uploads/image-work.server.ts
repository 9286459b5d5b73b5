import sharp from 'sharp';
import { ServiceUnavailableError } from '../shared/errors';

// One libvips thread per image, so the number of images at work is the number of cores they may take.
sharp.concurrency(1);

export const IMAGES_BUSY_MESSAGE =
  'Many photos are being processed right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * At most `running` jobs at once and `waiting` more in line; anything beyond is refused at once with 503 and
 * Retry-After rather than queued without end, so a burst of huge photos slows uploads, never the pages.
 */
export function createWorkQueue({ running, waiting }: { running: number; waiting: number }): WorkQueue {
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
        throw new ServiceUnavailableError(IMAGES_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
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

/** The process's image work (uploads and wallet screenshots): two at once on our two-core machines, six waiting. */
export const imageWork = createWorkQueue({ running: 2, waiting: 6 });
