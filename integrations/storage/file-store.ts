/** Where uploaded images live. Local disk by default; an S3-compatible bucket when several machines share them. */
export interface FileStore {
  /**
   * Stores `data` under `key` (e.g. "2025/11/abc.webp") and returns its public URL path. Keys are never reused, so
   * a key already stored is refused with an error whose `code` is 'EEXIST', never overwritten.
   */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The folder to serve at `publicPath` when the files are on this machine. */
  readonly localDirectory?: string;
  /** Where the app serves the files ("/uploads"), whichever store keeps them: stored addresses never change. */
  readonly publicPath: string;
}

export const UPLOADS_PUBLIC_PATH = '/uploads';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/;

/** A key our upload pipeline could have made: no "..", no leading slash, nothing to escape. */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** Throws for a key no upload of ours has. */
export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** The error `put` refuses an existing key with. */
export function storedKeyExistsError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`already stored: ${key}`), { code: 'EEXIST' });
}
