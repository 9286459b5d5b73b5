import { refusalKey } from '../shared/refusal-words';
/** The largest image a visitor may send (spec part 1 §5), checked in the browser before sending and on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The longest side the server keeps (prepare-image.server.ts); the browser shrinks a photo to it before sending. */
export const MAX_IMAGE_EDGE = 1600;
/** The limit as every hint and refusal words it. */
export const MAX_UPLOAD_SIZE = `${MAX_UPLOAD_BYTES / 1024 / 1024}MB`;

/**
 * The address of an image our upload endpoint stored (domain/uploads/create-upload.server.ts names them
 * /uploads/YYYY/MM/<random>.webp, with a -thumb twin). Any image a page shows from a visitor's input must match: an
 * outside address (https://…, //evil.example/…) would let a stranger put any picture on a memorial and see who looks.
 */
export const UPLOAD_URL_PATTERN = /^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{1,64}(-thumb)?\.webp$/;

/** The server's refusals of a photo (catalogue keys, refusal-words.ts); the browser's own are in photo-refusal-words.ts. */
export const UPLOAD_REFUSALS = {
  notAnImage: refusalKey('photo_not_an_image'),
  tooLarge: refusalKey('photo_too_large', { size: MAX_UPLOAD_SIZE }),
} as const;
