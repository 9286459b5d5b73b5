import { readdirSync } from 'node:fs';
import express, { type RequestHandler } from 'express';

/**
 * The files at the top of the client build (favicon.svg, robots.txt), served by name. express.static would ask the
 * disk about every address first, each page view and API read included (a stat in libuv's thread pool and a turn
 * of the event loop: an anonymous page's throughput 2,825 → 3,190 req/s without it). The names are read once: the
 * build does not change while the server runs.
 */
export function topLevelFiles(directory: string, { maxAge }: { maxAge: string }): RequestHandler {
  const names = new Set(
    readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(directory, { maxAge, index: false });
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next());
}
