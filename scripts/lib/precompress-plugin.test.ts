import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin';

describe('precompressDirectory', () => {
  it('when assets are built, then each script and stylesheet gets a smaller .gz and .br that decode to it', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'pamoja-assets-'));
    const script = 'function add(a, b) { return a + b; }\n'.repeat(300);
    writeFileSync(path.join(directory, 'entry-Ab12.js'), script);
    writeFileSync(path.join(directory, 'photo-Cd34.webp'), Buffer.from([1, 2, 3]));
    await precompressDirectory(directory);

    const gzipped = readFileSync(path.join(directory, 'entry-Ab12.js.gz'));
    const brotlied = readFileSync(path.join(directory, 'entry-Ab12.js.br'));
    expect(gunzipSync(gzipped).toString()).toBe(script);
    expect(brotliDecompressSync(brotlied).toString()).toBe(script);
    expect(gzipped.length).toBeLessThan(script.length / 10);
    expect(brotlied.length).toBeLessThan(gzipped.length);
    // Images are compressed already: left alone.
    expect(readdirSync(directory).filter((name) => name.startsWith('photo'))).toEqual(['photo-Cd34.webp']);
  });

  it('when a file is too small to gain, then no compressed copy is written', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'pamoja-assets-'));
    writeFileSync(path.join(directory, 'x-Ef56.js'), 'x');
    await precompressDirectory(directory);
    expect(readdirSync(directory)).toEqual(['x-Ef56.js']);
  });
});
