import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { expect, it } from 'vitest';
import { crcAppending, crcPieceOf } from './crc32-combine.server';

it("gives zlib's crc32 of bytes followed by a kept piece, for any lengths", () => {
  for (const [lengthA, lengthB] of [
    [0, 0],
    [0, 17],
    [17, 0],
    [1, 1],
    [24, 75_000],
    [90_000, 24],
    [65_536, 131_073],
  ] as const) {
    const a = randomBytes(lengthA);
    const b = randomBytes(lengthB);
    expect(crcAppending(crc32(a), crcPieceOf(b))).toBe(crc32(Buffer.concat([a, b])));
  }
});
