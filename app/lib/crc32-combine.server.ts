import { crc32 } from 'node:zlib';

/**
 * The CRC-32 of bytes followed by a piece, from the bytes' CRC-32 and what was kept of the piece, without reading
 * either: zlib's crc32_combine (its 1.2.12 form, multiplication modulo the CRC polynomial), with the piece's part
 * of the work done once. Node's zlib has crc32 but not this. A shared page's pieces are kept this way, so each
 * response's gzip trailer costs a microsecond instead of reading ~90 kB.
 */
export interface CrcPiece {
  crc: number;
  /** x^(8 · length) modulo the polynomial: what appending the piece multiplies the CRC before it by. */
  shift: number;
}

const POLY = 0xedb88320;

/** a(x) · b(x) modulo p(x), both in the reflected form CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      if ((a & (bit - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo p(x) for k = 0…31. */
const POWERS_OF_X: number[] = [];
for (let k = 0, power = 0x40000000; k < 32; k++) {
  POWERS_OF_X.push(power);
  power = multiplyModP(power, power);
}

export function crcPieceOf(bytes: Buffer): CrcPiece {
  let shift = 0x80000000;
  for (let k = 3, n = bytes.length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) shift = multiplyModP(POWERS_OF_X[k % 32] as number, shift);
  }
  return { crc: crc32(bytes), shift };
}

/** The CRC-32 of the bytes whose CRC-32 is `crc`, followed by `piece`. */
export function crcAppending(crc: number, piece: CrcPiece): number {
  return (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
}
