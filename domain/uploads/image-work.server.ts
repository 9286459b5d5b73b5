import sharp from 'sharp';
import { createWorkQueue } from '../shared/work-queue';

// One libvips thread per image, so the number of images at work is the number of cores they may take.
sharp.concurrency(1);

export const IMAGES_BUSY_MESSAGE =
  'Many photos are being processed right now. Please try again in a few seconds.';

/** The process's image work (uploads and wallet screenshots): two at once on our two-core machines, six waiting. */
export const imageWork = createWorkQueue({ running: 2, waiting: 6, busy: IMAGES_BUSY_MESSAGE });
