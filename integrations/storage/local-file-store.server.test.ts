import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-file-store.server';

const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

describe('local file store', () => {
  it('when a file is put, then it is on disk under its key and its URL is under /uploads', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'pamoja-store-'));
    directories.push(directory);
    const store = createLocalFileStore(directory);
    expect(await store.put('2025/01/a.webp', Buffer.from('x'), 'image/webp')).toBe('/uploads/2025/01/a.webp');
    expect(await readFile(path.join(directory, '2025/01/a.webp'), 'utf8')).toBe('x');
    expect((await store.get('2025/01/a.webp'))?.toString()).toBe('x');
    expect(await store.get('2025/01/missing.webp')).toBeNull();
    await expect(store.put('2025/01/a.webp', Buffer.from('y'), 'image/webp')).rejects.toThrow();
    await store.delete('2025/01/a.webp');
    await store.delete('2025/01/a.webp');
  });

  it('when a key tries to leave the folder, then it is refused', async () => {
    const store = createLocalFileStore(await mkdtemp(path.join(tmpdir(), 'pamoja-store-')));
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    await expect(store.delete('a/../../b')).rejects.toThrow(/unsafe/);
  });
});
