import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const variants = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * Sends the build's .br or .gz of an asset (scripts/lib/precompress-plugin.ts) to a browser that accepts it;
 * mount before express.static on the same directory, which then serves the chosen file. The set of compressed
 * files is read once: assets never change while the server runs.
 */
export function precompressedAssets(directory: string): RequestHandler {
  const available = new Set(existsSync(directory) ? readdirSync(directory) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const offered = variants.filter(({ extension }) => available.has(name + extension));
    if (offered.length === 0) return next();
    res.vary('Accept-Encoding');
    // Our order, not the browser's: Chrome lists gzip before br, yet br is the smaller.
    const variant = offered.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!variant) return next();
    // Set first: the static server keeps a Content-Type already there, and compression leaves encoded bodies alone.
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', variant.encoding);
    req.url = req.url.replace(/(\?|$)/, `${variant.extension}$1`);
    next();
  };
}
