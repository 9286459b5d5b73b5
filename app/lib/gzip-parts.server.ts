import { constants, crc32, deflateRawSync } from 'node:zlib';
import { type CrcPiece, crcAppending, crcPieceOf } from './crc32-combine.server';

/**
 * A shared page's HTML is sent to every visitor joined with their own CSP nonce, so it cannot be compressed once
 * and copied. Deflate can be: a piece compressed on its own and ended with a full flush (byte-aligned, no reference
 * back) is a valid run of blocks anywhere in a deflate stream (RFC 1951 §3.2.3-4). So the pieces are compressed
 * once; each response adds its nonce as a stored block and compresses only what follows the shared part, wrapped
 * in gzip's 10-byte header and its trailer: the CRC-32 and length of what it holds (RFC 1952 §2.3). Brotli has no
 * such seam, so these pages are sent as gzip to every browser (at the same size as per-response brotli at the
 * quality the compression middleware uses).
 */
export interface DeflatedParts {
  plain: Buffer[];
  deflated: Buffer[];
  /** Each plain piece's CRC-32 as a piece to append, so a response's trailer never reads the pieces again. */
  crcs: CrcPiece[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const JOINABLE = { finishFlush: constants.Z_FULL_FLUSH };
/**
 * A response's own bytes are compressed while its visitor waits, so faster than the shared pieces (compressed
 * once, at zlib's default 6): for a signed-in campaign page's 16 kB of viewer's part and data, level 4 took
 * 131 µs against 250 µs, for 134 bytes more (4,676 against 4,542).
 */
const PER_RESPONSE = { level: 4 };
/** The last block when nothing follows (a shared copy): fixed codes, only the end-of-block code (RFC 1951 §3.2.6). */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function deflateParts(plain: Buffer[]): DeflatedParts {
  return {
    plain,
    deflated: plain.map((part) => deflateRawSync(part, JOINABLE)),
    crcs: plain.map(crcPieceOf),
  };
}

/** The memory the pieces hold, both forms: what a cache of them weighs. */
export function bytesHeldBy(parts: DeflatedParts): number {
  return [...parts.plain, ...parts.deflated].reduce((sum, piece) => sum + piece.length, 0);
}

/** Whether a request's Accept-Encoding takes gzip (any q above 0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * `bytes` as a stored deflate block (RFC 1951 §3.2.4: a header byte with BFINAL 0 and BTYPE 00, LEN and its one's
 * complement, the bytes as they are): a nonce is not worth compressing, nor a compressor's setup (~50 µs).
 */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

class GzipMember {
  private crc = 0;
  private length = 0;

  /** The header and the parts joined with `separator`, as gzip. */
  start(parts: DeflatedParts, separator: Buffer): Buffer {
    const joiner = storedBlock(separator);
    const pieces: Buffer[] = [GZIP_HEADER];
    parts.deflated.forEach((piece, index) => {
      if (index > 0) {
        pieces.push(joiner);
        this.holds(separator);
      }
      pieces.push(piece);
      this.crc = crcAppending(this.crc, parts.crcs[index] as CrcPiece);
      this.length += (parts.plain[index] as Buffer).length;
    });
    return Buffer.concat(pieces);
  }

  holds(plain: Buffer) {
    this.crc = crc32(plain, this.crc);
    this.length += plain.length;
  }

  trailer(): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc, 0);
    trailer.writeUInt32LE(this.length % 2 ** 32, 4);
    return trailer;
  }
}

/** `parts` joined with `separator`, as they are. */
export function joined(parts: Buffer[], separator: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/** The gzip of `parts` joined with `separator`, then `rest` (compressed here, in one go). */
export function gzipJoined(parts: DeflatedParts, separator: Buffer, rest: Buffer = Buffer.alloc(0)): Buffer {
  const member = new GzipMember();
  const head = member.start(parts, separator);
  member.holds(rest);
  const tail = rest.length > 0 ? deflateRawSync(rest, PER_RESPONSE) : EMPTY_FINAL_BLOCK;
  return Buffer.concat([head, tail, member.trailer()]);
}
