import busboy from 'busboy';
import type { Request } from 'express';

export type ImageField =
  | { kind: 'image'; data: Buffer }
  | { kind: 'too-large' }
  | { kind: 'missing' }
  | { kind: 'malformed' };

/**
 * Reads the multipart file field `image`, keeping at most `maxBytes`; other fields and files are drained.
 *
 * Never rejects. A body cut off before its closing boundary makes busboy destroy the open file stream with
 * "Unexpected end of form": an unhandled 'error' on that stream ends the whole process (issue 17), so every stream
 * here (request, parser, file) has its error routed to the one `settle`. On a parse error the rest of the body is
 * drained rather than the socket destroyed, so the client still gets a clear 400.
 */
export function readImageField(req: Request, maxBytes: number): Promise<ImageField> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (field: ImageField) => {
      if (settled) return;
      settled = true;
      resolve(field);
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
      });
    } catch {
      // No boundary, or not multipart at all.
      settle({ kind: 'malformed' });
      req.resume();
      return;
    }

    let image: ImageField = { kind: 'missing' };
    parser.on('file', (name, file) => {
      file.on('error', () => settle({ kind: 'malformed' }));
      if (name !== 'image' || image.kind !== 'missing') {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let tooLarge = false;
      file.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      file.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      file.on('end', () => {
        image = tooLarge ? { kind: 'too-large' } : { kind: 'image', data: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => settle(image));
    parser.on('error', () => {
      settle({ kind: 'malformed' });
      req.unpipe(parser);
      req.resume();
    });
    req.on('error', () => settle({ kind: 'malformed' }));
    req.pipe(parser);
  });
}
