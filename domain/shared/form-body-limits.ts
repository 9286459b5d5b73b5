import { MAX_UPLOAD_BYTES } from '../uploads/upload-rules';
import { refusalKey } from './refusal-words';

/**
 * The most a page form of ours sends. The longest text (a 10,000-character tribute) percent-encoded at its worst
 * is about 120 KB. A form that carries a photo reads up to three times the photo limit, so a phone's too-large
 * photo is answered beside its field with the words kept, rather than by an error page that loses them. The server
 * refuses a body that declares more than the larger at its door, and each form's reader counts what arrives.
 */
export const FORM_BODY_LIMITS = {
  text: 256 * 1024,
  withPhoto: 3 * MAX_UPLOAD_BYTES,
} as const;

export const FORM_TOO_LARGE_MESSAGE = refusalKey('refusal_form_too_large');
