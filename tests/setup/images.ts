import sharp from 'sharp';

/** A photo-like test image: a gradient with some grain, so it compresses like a real photo, not a flat colour. */
export async function photoLikeImage({
  width,
  height,
  format = 'jpeg',
}: {
  width: number;
  height: number;
  format?: 'jpeg' | 'png';
}): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#7a4b2a"/><stop offset="0.5" stop-color="#d9a066"/><stop offset="1" stop-color="#2d4059"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width / 2}" cy="${height / 2.5}" r="${Math.min(width, height) / 4}" fill="#3b2416"/>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  const image = sharp(gradient).composite([{ input: grain, blend: 'soft-light' }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

/** A PNG carrying EXIF with a camera model and a GPS position (Nairobi), as phones write them. */
export async function pngWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-Phone' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .png()
    .toBuffer();
}
