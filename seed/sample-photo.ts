import sharp from 'sharp';
import type { Database } from '../db/client.server';
import { type CreatedUpload, createUpload } from '../domain/uploads/create-upload.server';
import type { FileStore } from '../integrations/storage/file-store';

/** A 2400×1800 photo-like picture (a figure against an evening sky), as a phone's camera would send it. */
async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#d9a066"/><stop offset="1" stop-color="#2d4059"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1200" cy="760" r="420" fill="#3b2416"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The sample photo through the real upload pipeline (WebP, thumbnail, a row in uploads), not yet attached. */
export async function uploadSamplePhoto(db: Database, fileStore: FileStore): Promise<CreatedUpload> {
  return createUpload(db, fileStore, { data: await samplePhoto(), ipAddress: '127.0.0.1' });
}

/** A photographed paper receipt (a white slip with printed lines), through the same upload pipeline. */
export async function uploadSampleReceipt(db: Database, fileStore: FileStore): Promise<CreatedUpload> {
  const rows = Array.from(
    { length: 9 },
    (_, index) =>
      `<rect x="260" y="${420 + index * 110}" width="${index % 3 === 2 ? 700 : 1080}" height="36" fill="#57534e"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="2400">
    <rect width="100%" height="100%" fill="#6b5d4f"/><rect x="180" y="160" width="1440" height="2080" fill="#fafaf5"/>
    <rect x="260" y="240" width="900" height="80" fill="#1c1917"/>${rows}
    <rect x="260" y="1600" width="1280" height="6" fill="#1c1917"/><rect x="1040" y="1680" width="500" height="70" fill="#1c1917"/></svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return createUpload(db, fileStore, { data, ipAddress: '127.0.0.1' });
}
