import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflateParts, gzipJoined } from './gzip-parts.server';

const page = ['<script nonce="', '">go()</script><p>', 'Rest in peace, ', '</p>'.repeat(3000)].map((part) =>
  Buffer.from(part),
);

describe('gzip of a page cut at its nonce, compressed once', () => {
  it('is a gzip member (checked by zlib, its CRC and length included) of the parts joined with each nonce', () => {
    const parts = deflateParts(page);
    for (const nonce of ['a1B2c3D4e5F6g7H8i9J0kA==', 'Zz/+9w==', 'é']) {
      const body = gzipJoined(parts, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(page.map(String).join(nonce));
    }
  });

  it('continues with what follows the shared part, compressed for this response only', () => {
    const parts = deflateParts(page);
    const rest = Buffer.from('<div hidden id="S:0">Hello, Amina</div></body></html>');
    const body = gzipJoined(parts, Buffer.from('N0nce=='), rest);
    expect(gunzipSync(body).toString()).toBe(
      `${page.map(String).join('N0nce==')}<div hidden id="S:0">Hello, Amina</div></body></html>`,
    );
  });

  it('is sent only to a browser that accepts gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
