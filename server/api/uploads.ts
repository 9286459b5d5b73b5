import express from 'express';
import { limiterFor } from '../../domain/shared/rate-limits';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { MAX_UPLOAD_BYTES, UPLOAD_REFUSALS } from '../../domain/uploads';
import { createUpload } from '../../domain/uploads/index.server';
import { readImageField } from '../http/read-image-field';
import type { ApiDependencies } from '.';

/** POST /api/upload (spec part 1 §7): open to visitors, so limited per IP. */
export function createUploadsRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    await limiterFor(context.services.rateLimiters, 'uploadPerIp').consume(context.ipAddress);
    if (!req.is('multipart/form-data')) {
      res.status(400).json({ message: refusalIn(context.locale, UPLOAD_REFUSALS.notAnImage) });
      return;
    }
    const declaredLength = Number(req.get('content-length') ?? 0);
    // Far over the limit: say so at once instead of reading megabytes we will throw away.
    if (declaredLength > MAX_UPLOAD_BYTES * 3) {
      res
        .set('Connection', 'close')
        .status(413)
        .json({ message: refusalIn(context.locale, UPLOAD_REFUSALS.tooLarge) });
      req.resume();
      return;
    }
    const read = await readImageField(req, MAX_UPLOAD_BYTES);
    if (read.kind === 'too-large') {
      res.status(413).json({ message: refusalIn(context.locale, UPLOAD_REFUSALS.tooLarge) });
      return;
    }
    if (read.kind !== 'image' || read.data.length === 0) {
      res.status(400).json({ message: refusalIn(context.locale, UPLOAD_REFUSALS.notAnImage) });
      return;
    }
    const upload = await createUpload(context.db, context.services.fileStore, {
      data: read.data,
      ipAddress: context.ipAddress,
    });
    res.status(201).json({ url: upload.url, thumbnailUrl: upload.thumbnailUrl });
  });
  return router;
}
