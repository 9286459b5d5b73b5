import { MAX_SCREENSHOT_DATA_URL_LENGTH } from '../../../domain/contributions/screenshot-rules';

/** The bytes a screenshot may have once prepared: base64 writes 3 bytes as 4 characters, with a short header. */
export const MAX_SCREENSHOT_BYTES = Math.floor(((MAX_SCREENSHOT_DATA_URL_LENGTH - 64) * 3) / 4);

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to read image file...'));
    reader.readAsDataURL(file);
  });
}
