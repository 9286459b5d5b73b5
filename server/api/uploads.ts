import busboy from 'busboy';
import express, { type Request } from 'express';
import { createUpload, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../domain/uploads';
import type { ApiDependencies } from '.';

type ReadImage = { kind: 'image'; data: Buffer } | { kind: 'too-large' } | { kind: 'missing' };

/** Reads the multipart field `image`, stopping at 5 MB; other fields and files are drained and ignored. */
function readImageField(req: Request): Promise<ReadImage> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
      });
    } catch {
      resolve({ kind: 'missing' });
      return;
    }
    let result: ReadImage = { kind: 'missing' };
    parser.on('file', (name, stream) => {
      if (name !== 'image') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        result = { kind: 'too-large' };
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (result.kind !== 'too-large') result = { kind: 'image', data: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => resolve(result));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

/** POST /api/upload (spec part 1 §7): open to visitors, so limited per IP. */
export function createUploadsRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    await context.services
      .rateLimiters('upload', { points: 100, durationSeconds: 15 * 60 })
      .consume(context.ipAddress);
    if (!req.is('multipart/form-data')) {
      res.status(400).json({ message: UPLOAD_MESSAGES.notAnImage });
      return;
    }
    const declaredLength = Number(req.get('content-length') ?? 0);
    // Far over the limit: say so at once instead of reading megabytes we will throw away.
    if (declaredLength > MAX_UPLOAD_BYTES * 3) {
      res.set('Connection', 'close').status(413).json({ message: UPLOAD_MESSAGES.tooLarge });
      req.resume();
      return;
    }
    const read = await readImageField(req).catch(() => ({ kind: 'missing' }) as const);
    if (read.kind === 'too-large') {
      res.status(413).json({ message: UPLOAD_MESSAGES.tooLarge });
      return;
    }
    if (read.kind === 'missing' || read.data.length === 0) {
      res.status(400).json({ message: UPLOAD_MESSAGES.notAnImage });
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
