/** Where uploaded images live. Local disk by default; an S3-compatible store can implement the same. */
export interface FileStore {
  /** Stores `data` under `key` (e.g. "2025/11/abc.webp") and returns its public URL path. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The folder to serve at `publicPath` when the files are on this machine. */
  readonly localDirectory?: string;
  readonly publicPath: string;
}
