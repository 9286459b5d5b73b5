import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = path.resolve(import.meta.dirname, '../../build/client/assets');

describe('the browser build', () => {
  it('carries React Router’s production build: none of its developer warnings reach a phone', () => {
    expect(existsSync(assets), 'run `npx react-router build` first (npm test does)').toBe(true);
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withWarnings = scripts.filter((file) =>
      readFileSync(path.join(assets, file), 'utf8').includes('You rendered descendant <Routes>'),
    );
    expect(withWarnings).toEqual([]);
  });
});
