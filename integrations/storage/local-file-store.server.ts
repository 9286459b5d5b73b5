import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeStorageKey, type FileStore, UPLOADS_PUBLIC_PATH } from './file-store';

/** Where the app keeps and serves uploads: DATA_DIR/uploads. */
export function uploadsDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Files under `directory` (DATA_DIR/uploads), served by the app at `publicPath`. */
export function createLocalFileStore(directory: string, publicPath = UPLOADS_PUBLIC_PATH): FileStore {
  const root = path.resolve(directory);
  const fileFor = (key: string) => {
    assertSafeStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`unsafe storage key: ${key}`);
    return file;
  };
  return {
    localDirectory: root,
    publicPath,
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Keys are random and never reused, so an existing file means a bug: refuse rather than overwrite.
      await writeFile(file, data, { flag: 'wx' });
      return `${publicPath}/${key}`;
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
