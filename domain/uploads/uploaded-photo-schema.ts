import { z } from 'zod';
import { refusalKey } from '../shared/refusal-words';
import { UPLOAD_URL_PATTERN } from './upload-rules';

export const UPLOAD_AGAIN_MESSAGE = refusalKey('refusal_upload_photo_again');

/** A photo a form or API body names: an image our upload endpoint stored, never an outside address. */
export const uploadedPhotoSchema = z.string().trim().regex(UPLOAD_URL_PATTERN, UPLOAD_AGAIN_MESSAGE);

/** The same, optional: an empty field or null is no photo. */
export const optionalUploadedPhotoSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  uploadedPhotoSchema.nullable(),
);
