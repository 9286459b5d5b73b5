import sharp from 'sharp';
import { refusalKey } from '../shared/refusal-words';
import { createWorkQueue } from '../shared/work-queue';

// One libvips thread per image, so the number of images at work is the number of cores they may take.
sharp.concurrency(1);

export const IMAGES_BUSY_MESSAGE = refusalKey('refusal_photos_busy');

/** One visitor's third photo while their two are still being processed. */
export const IMAGES_FLOODING_MESSAGE = refusalKey('refusal_photos_still_processing');

/** Most photos one visitor (an address) may have processing or waiting at once. */
export const IMAGES_PER_VISITOR = 2;

/**
 * The process's image work (uploads and wallet screenshots): two at once on our two-core machines, 16 waiting (at
 * most 16 uploads at the size limit held), each visitor two at most and served in turn, so one visitor's flood gets 429
 * and everyone else still gets their photos done; 503 only once eight visitors or more fill the line.
 */
export const imageWork = createWorkQueue({
  running: 2,
  waiting: 16,
  busy: IMAGES_BUSY_MESSAGE,
  perVisitor: { most: IMAGES_PER_VISITOR, flooding: IMAGES_FLOODING_MESSAGE },
});
