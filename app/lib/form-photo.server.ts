import type { AppLoadContext } from 'react-router';
import { domainErrorOf, InvalidInputError } from '../../domain/shared/errors';
import { limiterFor } from '../../domain/shared/rate-limits';
import { createUpload } from '../../domain/uploads/index.server';
import { PHOTO_FIELDS } from '../components/forms/photo-field';

/**
 * The photo a plain form carries (components/forms/photo-field.tsx): a newly chosen file is stored now, under the
 * same per-address limit as /api/upload, and its address written into `values` so a refused form keeps it; else
 * the photo kept from an earlier attempt; else none. The use case checks the address and attaches the upload.
 * A file that is not an image, or too large, is answered beside the field.
 */
export async function photoOfForm(
  form: FormData,
  values: Record<string, string>,
  context: Pick<AppLoadContext, 'db' | 'services' | 'ipAddress'>,
): Promise<string | null> {
  const file = form.get(PHOTO_FIELDS.file);
  if (file instanceof File && file.size > 0) {
    await limiterFor(context.services.rateLimiters, 'uploadPerIp').consume(context.ipAddress);
    try {
      const upload = await createUpload(context.db, context.services.fileStore, {
        data: Buffer.from(await file.arrayBuffer()),
        ipAddress: context.ipAddress,
      });
      values[PHOTO_FIELDS.kept] = upload.url;
    } catch (error) {
      const refused = domainErrorOf(error);
      if (refused?.kind !== 'invalid') throw error;
      throw new InvalidInputError(refused.message, { [PHOTO_FIELDS.kept]: refused.message });
    }
  }
  return values[PHOTO_FIELDS.kept] || null;
}
