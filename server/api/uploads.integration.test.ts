import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.server';
import { uploads } from '../../db/schema';
import { BASE_LOCALE } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { IMAGES_FLOODING_MESSAGE, imageWork } from '../../domain/uploads/image-work.server';
import { photoLikeImage, pngWithGpsExif } from '../../tests/setup/images';
import { requestHead, sendRaw } from '../../tests/setup/raw-http';
import { startTestApp, type TestApp } from '../../tests/setup/test-app';
import { createTestDatabase } from '../../tests/setup/test-database';

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pamoja-uploads-'));
  database = await createTestDatabase();
  app = await startTestApp(database, { DATA_DIR: dataDir, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(
  data: Buffer,
  { name = 'photo.jpg', type = 'image/jpeg', field = 'image', from = '127.0.0.1' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return app.fetch('/api/upload', { method: 'POST', body: form, headers: { 'x-forwarded-for': from } });
}

describe('POST /api/upload', () => {
  it('when image work is at its limit, then 503 with Retry-After, and the next upload after works (issue 17 item 7)', async () => {
    const photo = await photoLikeImage({ width: 400, height: 300 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two running and sixteen waiting, each another visitor: everything the process allows.
    const occupying = Array.from({ length: 18 }, () => imageWork.run(() => held));
    try {
      const refused = await upload(photo);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.json()).message).toBe(
        'Many photos are being processed right now. Please try again in a few seconds.',
      );
    } finally {
      release();
      await Promise.all(occupying);
    }
    expect((await upload(photo)).status).toBe(201);
  });

  it('when one visitor floods, then their third photo is 429 with Retry-After while another visitor is queued and served (issue 31)', async () => {
    const photo = await photoLikeImage({ width: 400, height: 300 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The flooder's two photos hold both running slots.
    const flooding = [imageWork.run(() => held, '203.0.113.66'), imageWork.run(() => held, '203.0.113.66')];
    try {
      const refused = await upload(photo, { from: '203.0.113.66' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await refused.json()).message).toBe(refusalIn(BASE_LOCALE, IMAGES_FLOODING_MESSAGE));
      const waiting = upload(photo, { from: '198.51.100.77' });
      const moment = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300));
      expect(await Promise.race([waiting.then(() => 'answered'), moment])).toBe('still waiting');
      release();
      expect((await waiting).status).toBe(201);
    } finally {
      release();
      await Promise.all(flooding);
    }
    expect((await upload(photo, { from: '203.0.113.66' })).status).toBe(201);
  });

  it('when a photo with GPS EXIF is uploaded, then the stored WebP has no EXIF and no trace of the camera', async () => {
    const original = await pngWithGpsExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(original, { name: 'holiday.png', type: 'image/png' });
    expect(response.status).toBe(201);
    const { url, thumbnailUrl } = (await response.json()) as { url: string; thumbnailUrl: string };
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);

    const served = await app.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('GPS-Phone'))).toBe(false);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);

    const thumbnail = await sharp(
      Buffer.from(await (await app.fetch(thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBeLessThanOrEqual(320);

    const [row] = await database.db.select().from(uploads).where(eq(uploads.url, url));
    expect(row).toMatchObject({ thumbnailUrl, attachedAt: null, ipAddress: expect.any(String) });
  });

  it('when a large photo is uploaded, then it is at most 1600 px and at most 100 KB', async () => {
    const photo = await photoLikeImage({ width: 2400, height: 1800 });
    const response = await upload(photo);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const bytes = Buffer.from(await (await app.fetch(url)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(1600);
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
  });

  it('when a 6 MB file is uploaded, then 413 with the 5MB message', async () => {
    const response = await upload(Buffer.alloc(6 * 1024 * 1024, 7));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Please select an image smaller than 5MB.' });
  });

  it('when a text file is renamed .png and declared image/png, then 400 "Please select an image file."', async () => {
    const response = await upload(Buffer.from('this is not an image at all\n'.repeat(50)), {
      name: 'photo.png',
      type: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please select an image file.' });
  });

  it('when a real image is truncated, then 400 rather than a server error', async () => {
    const photo = await photoLikeImage({ width: 600, height: 400 });
    const response = await upload(photo.subarray(0, 400));
    expect(response.status).toBe(400);
  });

  it('when the request is not multipart or has no image field, then 400', async () => {
    const json = await app.fetch('/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    const wrongField = await upload(await pngWithGpsExif(), { field: 'file' });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ message: 'Please select an image file.' });
  });

  it('when the stored file does not exist, then 404 and no page is rendered', async () => {
    const response = await app.fetch('/uploads/2020/01/nothing-here.webp');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
  });
});

describe('malformed multipart bodies never end the process', () => {
  const boundary = 'PamojaBoundary';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const head = (body: string | Buffer, extra: Record<string, string | number> = {}) =>
    requestHead('POST', '/api/upload', new URL(app.baseUrl).host, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': Buffer.byteLength(body),
      ...extra,
    });

  async function expectServerAlive() {
    const health = await app.fetch('/healthz');
    expect(health.status).toBe(200);
  }

  it('when the body stops before its closing boundary (the 139-byte crash), then 400 and the server still answers', async () => {
    const body = `${partHead}\x89PNG`;
    const response = await sendRaw(app.baseUrl, [head(body) + body]);
    expect(response.status).toBe(400);
    expect(response.text).toContain('Please select an image file.');
    await expectServerAlive();
  });

  it.each([
    ['a part header cut off', `--${boundary}\r\nContent-Disposition: form-da`],
    ['only the boundary', `--${boundary}`],
    ['garbage with no boundary at all', 'x'.repeat(300)],
    [
      'a part with no Content-Disposition',
      `--${boundary}\r\nContent-Type: image/png\r\n\r\nabc\r\n--${boundary}--\r\n`,
    ],
    ['two image parts, the second cut off', `${partHead}abc\r\n${partHead}def`],
    [
      'a null byte in the field name',
      `--${boundary}\r\nContent-Disposition: form-data; name="im\0age"; filename="a"\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
  ])('when the body is %s, then a 4xx and the server still answers', async (_label, body) => {
    const response = await sendRaw(app.baseUrl, [head(body) + body]);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expectServerAlive();
  });

  it('when the boundary parameter is missing or empty, then 400', async () => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="',
    ]) {
      const body = `${partHead}abc`;
      const response = await sendRaw(app.baseUrl, [head(body, { 'Content-Type': contentType }) + body]);
      expect(response.status).toBe(400);
    }
    await expectServerAlive();
  });

  it('when the phone loses signal in the middle of the file, then the server still answers', async () => {
    const body = `${partHead}${'A'.repeat(20_000)}\r\n--${boundary}--\r\n`;
    const chunks = [head(body), body.slice(0, 100), body.slice(100, 10_000), body.slice(10_000)];
    const response = await sendRaw(app.baseUrl, chunks, { delayMs: 30, abortAfter: 3 });
    expect(response.status).toBe(0);
    await expectServerAlive();
  });

  it('when a body trickles in slowly and is cut short, then others are served meanwhile and it gets 400', async () => {
    const body = `${partHead}${'B'.repeat(200)}`;
    const pieces = [head(body), ...body.match(/[\s\S]{1,40}/g)!];
    const slow = sendRaw(app.baseUrl, pieces, { delayMs: 100 });
    await expectServerAlive();
    expect((await slow).status).toBe(400);
    await expectServerAlive();
  });

  it('when the declared length is longer than the body sent, then the server waits without harm and still answers', async () => {
    const body = `${partHead}abc`;
    const response = await sendRaw(
      app.baseUrl,
      [head(body).replace(/Content-Length: \d+/, 'Content-Length: 9999') + body],
      {
        delayMs: 200,
        abortAfter: 1,
      },
    );
    expect(response.status).toBe(0);
    await expectServerAlive();
  });
});

describe('upload rate limit', () => {
  it('when one address uploads too often, then it gets 429 with Retry-After', async () => {
    const limitedApp = await startTestApp(database, { DATA_DIR: dataDir });
    try {
      let last: Response | undefined;
      for (let attempt = 0; attempt < 101; attempt += 1) {
        last = await limitedApp.fetch('/api/upload', { method: 'POST' });
        if (last.status === 429) break;
        await last.body?.cancel();
      }
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limitedApp.close();
    }
  });
});
