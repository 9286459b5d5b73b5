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

export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image file.',
  tooLarge: `Please select an image smaller than ${MAX_UPLOAD_SIZE}.`,
  photoHint: `JPG, PNG or WebP, under ${MAX_UPLOAD_SIZE}.`,
  /** With script the browser makes any phone photo small enough, so the limit need not be said. */
  photoHintWithScript: 'JPG, PNG or WebP. A large phone photo is made smaller before it is sent.',
  heicUnreadable:
    "This browser cannot open iPhone photos in HEIC format. Send the photo to yourself as JPEG (or set the iPhone's Settings > Camera > Formats to Most Compatible), then choose it again.",
  unreadable: 'This photo could not be opened. Please choose another one (JPG or PNG).',
} as const;
