import { MAX_SCREENSHOT_DATA_URL_LENGTH } from '../../../domain/contributions/screenshot-rules';

const MAX_SIDE = 1600;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to read image file...'));
    reader.readAsDataURL(file);
  });
}

/**
 * A phone screenshot (often a 2-3 MB PNG) is scaled down to at most 1600 px and re-encoded as JPEG in the browser,
 * so it fits the limit and costs the contributor less data to send.
 */
export async function screenshotToDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('Failed to process image...');
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && original.length <= MAX_SCREENSHOT_DATA_URL_LENGTH / 2) return original;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to process image...');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.82);
}
