import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, S3_TEST_ACCOUNT, startFakeS3Server } from '../../tests/setup/fake-s3-server';
import { createS3FileStore, type S3FileStoreOptions } from './s3-file-store.server';

const { bucket, region, accessKeyId, secretAccessKey } = S3_TEST_ACCOUNT;
const credentials = { accessKeyId, secretAccessKey };
let s3: FakeS3;
let options: S3FileStoreOptions;

beforeAll(async () => {
  s3 = await startFakeS3Server(S3_TEST_ACCOUNT);
  options = { bucket, region, endpoint: s3.url, credentials };
});
afterAll(() => s3.close());

describe('S3 file store', () => {
  it('when a photo is put, then it is in the bucket under its key, readable, and gone once deleted', async () => {
    const store = createS3FileStore(options);
    expect(await store.put('2026/11/a.webp', Buffer.from('photo'), 'image/webp')).toBe(
      '/uploads/2026/11/a.webp',
    );
    expect(s3.objects.get('2026/11/a.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await store.get('2026/11/a.webp'))?.toString()).toBe('photo');
    await store.delete('2026/11/a.webp');
    expect(await store.get('2026/11/a.webp')).toBeNull();
    // Deleting what is not there is not an error, as on S3.
    await store.delete('2026/11/a.webp');
  });

  it('when a key is already stored, then a second put is refused as EEXIST and the first bytes stay', async () => {
    const store = createS3FileStore(options);
    await store.put('2026/11/share.jpg', Buffer.from('first'), 'image/jpeg');
    await expect(store.put('2026/11/share.jpg', Buffer.from('second'), 'image/jpeg')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect((await store.get('2026/11/share.jpg'))?.toString()).toBe('first');
  });

  it('when a key tries to leave its folder, then it is refused before any request', async () => {
    const store = createS3FileStore(options);
    const before = s3.requests.length;
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe/);
    expect(s3.requests.length).toBe(before);
  });

  it('when the secret, the key id, the region or the bucket is wrong, then the store fails loudly, never returns nothing', async () => {
    const wrong: [Partial<S3FileStoreOptions>, RegExp][] = [
      [{ credentials: { ...credentials, secretAccessKey: 'not-the-secret' } }, /signature we calculated/],
      [{ credentials: { ...credentials, accessKeyId: 'AKIAUNKNOWN' } }, /Access Key Id/],
      [{ region: 'eu-west-1' }, /region 'eu-west-1' is wrong/],
      [{ bucket: 'someone-elses' }, /bucket does not exist/],
    ];
    for (const [change, message] of wrong) {
      const store = createS3FileStore({ ...options, ...change });
      await expect(store.get('2026/11/a.webp')).rejects.toThrow(message);
      await expect(store.put('2026/11/b.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(message);
    }
    expect(s3.objects.has('2026/11/b.webp')).toBe(false);
  });
});

describe('the fake S3 refuses what S3 refuses', () => {
  const clientWith = (extra: Partial<ConstructorParameters<typeof S3Client>[0]> = {}) =>
    new S3Client({ region, endpoint: s3.url, forcePathStyle: true, credentials, ...extra });

  it('when a body is not the one signed, then it answers XAmzContentSHA256Mismatch', async () => {
    const client = clientWith();
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body: unknown };
        // Same length, other bytes: what a corrupting proxy would do.
        request.body = Buffer.from('SIGNED');
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'swapBody' },
    );
    await expect(
      client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'x/swapped.webp', Body: Buffer.from('signed') }),
      ),
    ).rejects.toMatchObject({ name: 'XAmzContentSHA256Mismatch' });
  });

  it('when a request was signed more than 15 minutes away from its clock, then it answers RequestTimeTooSkewed', async () => {
    const skewed = await startFakeS3Server({ ...S3_TEST_ACCOUNT, now: () => Date.now() + 20 * 60_000 });
    try {
      const client = new S3Client({
        region,
        endpoint: skewed.url,
        forcePathStyle: true,
        credentials,
        maxAttempts: 1,
      });
      await expect(
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'x/a.webp' })),
      ).rejects.toMatchObject({
        name: 'RequestTimeTooSkewed',
      });
    } finally {
      await skewed.close();
    }
  });

  it('when a request carries no signature, then it answers 403 AccessDenied', async () => {
    const response = await fetch(`${s3.url}/${bucket}/2026/11/a.webp`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});
