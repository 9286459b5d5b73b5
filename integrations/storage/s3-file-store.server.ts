import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSafeStorageKey,
  type FileStore,
  storedKeyExistsError,
  UPLOADS_PUBLIC_PATH,
} from './file-store';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, Backblaze B2…); Amazon S3 itself when absent. */
  endpoint?: string;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const errorName = (error: unknown) => (error instanceof S3ServiceException ? error.name : undefined);

/**
 * Uploads in a bucket that every app process and machine shares, written and read through the real S3 SDK. The
 * app still serves them at /uploads (server/app.ts), so the addresses stored with campaigns and gifts stay the same
 * when a deployment moves from the local disk to a bucket, and the bucket itself can stay private.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // S3-compatible services answer at one host for every bucket; Amazon S3 prefers the bucket in the host name.
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;
  return {
    publicPath: UPLOADS_PUBLIC_PATH,
    async put(key, data, contentType) {
      assertSafeStorageKey(key);
      try {
        // If-None-Match: * makes the write conditional: S3 answers 412 PreconditionFailed when the key exists
        // (https://docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html).
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (errorName(error) === 'PreconditionFailed') throw storedKeyExistsError(key);
        throw error;
      }
      return `${UPLOADS_PUBLIC_PATH}/${key}`;
    },
    async get(key) {
      assertSafeStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (errorName(error) === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeStorageKey(key);
      // S3 answers 204 whether or not the key existed (https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObject.html).
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
