/** The largest image a visitor may send (spec: 5 MB), checked in the browser before sending and on the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image file.',
  tooLarge: 'Please select an image smaller than 5MB.',
} as const;
