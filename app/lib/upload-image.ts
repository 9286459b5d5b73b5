import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../domain/uploads/upload-rules';
import { ApiError } from './api-request';
import { toast } from './toast';

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

/** The photo rule of the creation dialog and the contribution wizard (spec part 1 §5): an image under MAX_UPLOAD_BYTES. */
export function acceptPhotoFile(file: File): boolean {
  if (!file.type.startsWith('image/')) {
    toast({
      title: 'Invalid file type',
      description: UPLOAD_MESSAGES.notAnImage,
      variant: 'destructive',
    });
    return false;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    toast({
      title: 'File too large',
      description: UPLOAD_MESSAGES.tooLarge,
      variant: 'destructive',
    });
    return false;
  }
  return true;
}

/** Uploads one photo and says how it went ("Photo uploaded" or "Upload failed"); its URL, or null. */
export async function uploadPhotoWithNotice(file: File): Promise<string | null> {
  try {
    const { url } = await uploadImage(file);
    toast({ title: 'Photo uploaded', description: 'Your photo has been uploaded successfully.' });
    return url;
  } catch {
    toast({
      title: 'Upload failed',
      description: 'Failed to upload image. Please try again.',
      variant: 'destructive',
    });
    return null;
  }
}
