import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectedSignature, parseAuthorization, sha256Hex, signaturesMatch } from './fake-s3/signature-v4';

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3's clock, for requests signed too long ago. */
  now?: () => number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  url: string;
  objects: Map<string, StoredObject>;
  /** Each request's method, key and the status it got. */
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** S3 refuses a request whose x-amz-date is more than 15 minutes from its clock (RequestTimeTooSkewed). */
const ALLOWED_SKEW_MS = 15 * 60_000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** "20261126T031500Z" as milliseconds. */
function amzDateToMs(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A private S3 bucket on 127.0.0.1 for tests, reached by the real S3 SDK with a custom endpoint and path-style
 * addresses (`/{bucket}/{key}`). It refuses what S3 refuses, in the order and with the codes of S3's error
 * responses (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html): an unsigned request, an unknown
 * access key, a signature made with the wrong secret or over other headers, a region other than the bucket's, a
 * request signed more than 15 minutes away, a body whose SHA-256 or MD5 is not the one declared, an unknown
 * bucket, a missing key; a conditional write onto an existing key (If-None-Match: *) gets 412
 * (https://docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html), and DELETE answers 204 whether
 * or not the key existed (https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObject.html). Streaming
 * (aws-chunked) uploads and every other operation answer 501 NotImplemented: not modelled, so not silently passed.
 */
export async function startFakeS3Server(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3['requests'] = [];
  const now = options.now ?? Date.now;

  function authenticate(req: IncomingMessage, body: Buffer) {
    const credential = parseAuthorization(req.headers.authorization);
    if (!req.headers.authorization) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    if (!credential) {
      throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
    }
    if (credential.accessKeyId !== options.accessKeyId) {
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    if (credential.region !== options.region || credential.service !== 's3') {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${credential.region}' is wrong; expecting '${options.region}'`,
      );
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (typeof payloadHash !== 'string') {
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    }
    const unsigned = Object.keys(req.headers).filter(
      (name) => (name.startsWith('x-amz-') || name === 'host') && !credential.signedHeaders.includes(name),
    );
    if (unsigned.length > 0) {
      throw new S3Error(
        403,
        'AccessDenied',
        'There were headers present in the request which were not signed',
      );
    }
    const signedAt = amzDateToMs(String(req.headers['x-amz-date'] ?? ''));
    if (!(Math.abs(now() - signedAt) <= ALLOWED_SKEW_MS)) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    const expected = expectedSignature(
      { method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers },
      credential,
      options.secretAccessKey,
    );
    if (!signaturesMatch(expected, credential.signature)) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }
    if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Error(501, 'NotImplemented', 'aws-chunked uploads are not modelled by this fake');
    }
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body)) {
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    const md5 = req.headers['content-md5'];
    if (md5 && md5 !== createHash('md5').update(body).digest('base64')) {
      throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    }
  }

  function handle(req: IncomingMessage, body: Buffer, bucket: string, key: string, res: ServerResponse) {
    authenticate(req, body);
    if (bucket !== options.bucket) {
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    if (!key) throw new S3Error(501, 'NotImplemented', 'bucket operations are not modelled by this fake');
    const stored = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifNoneMatch !== undefined && ifNoneMatch !== '*') {
          throw new S3Error(501, 'NotImplemented', 'If-None-Match takes only * on a write');
        }
        if (ifNoneMatch === '*' && stored) {
          throw new S3Error(
            412,
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
          );
        }
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
        res.end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'Content-Type': stored.contentType ?? 'binary/octet-stream',
          'Content-Length': stored.body.length,
          ETag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
          ...(stored.cacheControl ? { 'Cache-Control': stored.cacheControl } : {}),
        });
        res.end(req.method === 'GET' ? stored.body : undefined);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return 204;
      default:
        throw new S3Error(501, 'NotImplemented', `${req.method} is not modelled by this fake`);
    }
  }

  const server = createServer(async (req, res) => {
    const [path] = (req.url ?? '/').split('?');
    const [, bucket = '', ...keyParts] = path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    let status: number;
    try {
      status = handle(req, await readBody(req), decodeURIComponent(bucket), key, res);
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      status = error.status;
      res.writeHead(error.status, { 'Content-Type': 'application/xml' });
      // A HEAD answer has no body, so the SDK learns only the status (as from S3).
      res.end(
        req.method === 'HEAD'
          ? undefined
          : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${error.message}</Message><Key>${key}</Key><RequestId>fake</RequestId></Error>`,
      );
    }
    requests.push({ method: req.method ?? '', key, status });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The one bucket and key pair the tests use. */
export const S3_TEST_ACCOUNT = {
  bucket: 'pamoja-uploads',
  region: 'af-south-1',
  accessKeyId: 'AKIAPAMOJATEST',
  secretAccessKey: 'pamoja-test-secret-key',
};

/** The app's S3_ settings for `s3`. */
export const s3EnvFor = (s3: FakeS3) => ({
  S3_BUCKET: S3_TEST_ACCOUNT.bucket,
  S3_REGION: S3_TEST_ACCOUNT.region,
  S3_ENDPOINT: s3.url,
  S3_ACCESS_KEY_ID: S3_TEST_ACCOUNT.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_ACCOUNT.secretAccessKey,
});
