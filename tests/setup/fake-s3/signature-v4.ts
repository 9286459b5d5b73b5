import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Signature Version 4 as S3 checks it on a request signed in its Authorization header
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html and
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html): the canonical
 * request from the method, the path as sent, the sorted query and the headers the client named as signed, then
 * the string to sign and a key derived from the secret, the day, the region and "s3".
 */
export interface SignedRequest {
  method: string;
  /** The request target as received: path and query, still percent-encoded. */
  target: string;
  headers: IncomingHttpHeaders;
}

export interface Credential {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** The parts of an Authorization header, or null when it is not a SigV4 header. */
export function parseAuthorization(header: string | undefined): Credential | null {
  const match = AUTHORIZATION.exec(header ?? '');
  if (!match) return null;
  const [, accessKeyId, day, region, service, signedHeaders, signature] = match;
  return { accessKeyId, day, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants each query name and value. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const [name, value = ''] = pair.split('=');
      return [encodeRfc3986(decodeURIComponent(name)), encodeRfc3986(decodeURIComponent(value))];
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

/** The signature S3 would compute for `request` with `secretAccessKey`. */
export function expectedSignature(
  request: SignedRequest,
  credential: Credential,
  secretAccessKey: string,
): string {
  const [path, query = ''] = request.target.split('?');
  const canonicalHeaders = credential.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers[name])}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    canonicalHeaders,
    credential.signedHeaders.join(';'),
    headerValue(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${credential.day}/${credential.region}/${credential.service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    headerValue(request.headers['x-amz-date']),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const dayKey = hmac(`AWS4${secretAccessKey}`, credential.day);
  const signingKey = hmac(hmac(hmac(dayKey, credential.region), credential.service), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

export function signaturesMatch(expected: string, given: string): boolean {
  return expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

export { sha256Hex };
