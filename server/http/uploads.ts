import express, { type Handler } from 'express';
import { NotFoundError } from '../../domain/shared/errors';
import { type FileStore, isSafeStorageKey } from '../../integrations/storage/file-store';
import { UPLOAD_CONTENT_SECURITY_POLICY } from './security-headers';

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
const PHOTO_NOT_FOUND = 'refusal_photo_gone';

/**
 * The uploads at the store's public path (/uploads/…), from this machine's disk or from a shared bucket alike, so a
 * stored address keeps working whichever store a deployment uses. Upload names are random and never reused, so a
 * stored image can be cached for good (by browsers, and by a CDN in front of several machines).
 */
export function serveUploads(fileStore: FileStore): Handler {
  if (fileStore.localDirectory) {
    return express.static(fileStore.localDirectory, {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY),
    });
  }
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new NotFoundError(PHOTO_NOT_FOUND);
    const key = decodeURIComponent(req.path.slice(1));
    const contentType = CONTENT_TYPE_BY_EXTENSION[key.split('.').pop() ?? ''];
    const image = contentType && isSafeStorageKey(key) ? await fileStore.get(key) : null;
    if (!image) throw new NotFoundError(PHOTO_NOT_FOUND);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
    res.type(contentType).send(image);
  };
}
