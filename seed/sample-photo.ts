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
