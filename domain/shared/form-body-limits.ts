import { MAX_UPLOAD_BYTES } from '../uploads/upload-rules';

/**
 * The most a page form of ours sends. The longest text (a 10,000-character tribute) percent-encoded at its worst
 * is about 120 KB; a form that carries a photo may add the photo's limit. The server refuses a body that declares
 * more than the larger at its door, and each form's reader counts what actually arrives.
 */
export const FORM_BODY_LIMITS = {
  text: 256 * 1024,
  withPhoto: MAX_UPLOAD_BYTES + 256 * 1024,
} as const;

export const FORM_TOO_LARGE_MESSAGE =
  'This form is too large to send. Please choose a smaller photo or shorten the text.';
