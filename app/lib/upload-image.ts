import type { Locale } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { ApiError } from './api-request';
import { messageIn } from './i18n';
import { toast } from './toast';

interface UploadedImage {
  url: string;
  thumbnailUrl?: string;
}

/** POST /api/upload with the multipart field `image`; throws ApiError (status 0 when offline). */
async function uploadImage(file: File): Promise<UploadedImage> {
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

/** Uploads one photo and says how it went ("Photo uploaded" or "Upload failed") in `locale`; its URL, or null. */
export async function uploadPhotoWithNotice(file: File, locale: Locale): Promise<string | null> {
  try {
    const { url } = await uploadImage(file);
    toast({
      title: messageIn(locale, m.photo_uploaded),
      description: messageIn(locale, m.photo_uploaded_text),
    });
    return url;
  } catch {
    toast({
      title: messageIn(locale, m.photo_upload_failed),
      description: messageIn(locale, m.photo_upload_failed_text),
      variant: 'destructive',
    });
    return null;
  }
}
