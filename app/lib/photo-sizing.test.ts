import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_EDGE, MAX_UPLOAD_BYTES } from '../../domain/uploads/upload-rules';
import { canSendAsIs, fitWithin, isHeic } from './photo-sizing';

describe('the size a chosen photo is sent at', () => {
  it('when a 12 MP phone photo (4000×3000) is chosen, then its longest side becomes the server’s edge, shape kept', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: MAX_IMAGE_EDGE, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: MAX_IMAGE_EDGE });
  });

  it('when a photo is already small, then it is never enlarged', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: MAX_IMAGE_EDGE, height: 10 })).toEqual({ width: MAX_IMAGE_EDGE, height: 10 });
  });

  it('when a panorama is very thin, then it keeps at least one pixel', () => {
    expect(fitWithin({ width: 20000, height: 5 })).toEqual({ width: MAX_IMAGE_EDGE, height: 1 });
  });

  it('when a smaller edge is asked for, then that one rules', () => {
    expect(fitWithin({ width: 2000, height: 1000 }, 1000)).toEqual({ width: 1000, height: 500 });
  });

  it('when a small JPEG fits its budget, then it goes as it is; larger, heavier or HEIC ones are re-encoded', () => {
    const small = { width: 1200, height: 900 };
    expect(canSendAsIs({ type: 'image/jpeg', size: 300_000 }, small, MAX_UPLOAD_BYTES)).toBe(true);
    expect(canSendAsIs({ type: 'image/jpeg', size: 300_000 }, small, 200_000)).toBe(false);
    expect(
      canSendAsIs({ type: 'image/jpeg', size: 300_000 }, { width: 4000, height: 3000 }, MAX_UPLOAD_BYTES),
    ).toBe(false);
    expect(canSendAsIs({ type: 'image/heic', size: 300_000 }, small, MAX_UPLOAD_BYTES)).toBe(false);
  });

  it('when an iPhone photo arrives with or without its type, then it is known as HEIC', () => {
    expect(isHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
