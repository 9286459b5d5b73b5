import { expect } from 'vitest';
import { photoLikeImage } from './images';
import type { TestApp } from './test-app';

/** A photo-like JPEG sent to POST /api/upload as the dialogs send it; the stored image's addresses. */
export async function uploadPhotoThrough(
  app: Pick<TestApp, 'fetch'>,
  size: { width: number; height: number } = { width: 400, height: 300 },
): Promise<{ url: string; thumbnailUrl: string }> {
  const form = new FormData();
  const photo = await photoLikeImage(size);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await app.fetch('/api/upload', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return response.json();
}
