import { ApiError } from './api-request';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  url: string;
  thumbnailUrl?: string;
}

/** POST /api/upload with the multipart field `image`; throws ApiError (status 0 when offline). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch('/api/upload', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Upload failed', 0);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
  if (!response.ok || !body.url) throw new ApiError(body.message || 'Upload failed', response.status);
  return { url: body.url, thumbnailUrl: body.thumbnailUrl };
}
