import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import {
  acceptsGzip,
  bytesHeldBy,
  type DeflatedParts,
  deflateParts,
  gzipJoined,
  joined,
} from '../../app/lib/gzip-parts.server';
import { createByteBoundedCache } from './byte-bounded-cache';

export interface PageVisitor {
  ipAddress: string;
  userAgent: string;
}

export interface SharedPageOptions {
  /** Names what the page shows, so `forget(tag)` can drop it the moment that changes. */
  tag: string;
  /**
   * Runs after this response and after every copy of it served later, with that request's visitor. Kept as long
   * as the copy: close over what it needs, never the request's context (that would keep the request alive).
   */
  onServe?: (visitor: PageVisitor) => Promise<unknown>;
}

interface SharedPage {
  /**
   * The HTML cut at the CSP nonce it was rendered with, and each piece deflated once: every copy is joined with its
   * own response's nonce, and gzipped without compressing the page again (app/lib/gzip-parts.server.ts).
   */
  parts: DeflatedParts;
  bytes: number;
  headers: [string, string][];
  tag: string;
  onServe?: SharedPageOptions['onServe'];
  storedAt: number;
  refreshing: boolean;
}

interface SharedPagesOptions {
  /** Everything about a request that changes what an anonymous visitor's page looks like. */
  keyOf: (req: Request) => string;
  logger: Logger;
  /** A copy is fresh this long; after that one request renders anew while the others still get the copy. */
  freshMs?: number;
  /** Never served older than this, whatever happens to the request refreshing it. */
  maxAgeMs?: number;
  /** Memory bound over all copies; the least recently used go first. */
  maxBytes?: number;
  now?: () => number;
}

const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'content-language', 'link']);

/**
 * A shared link brings a family's whole circle to one page within minutes, each of them anonymous and each
 * seeing the same page. Rendering it once per moment instead of once per visitor is what keeps a cheap server
 * answering quickly under that burst. Only pages that ask (`res.locals.sharedPage`, set through the load
 * context's `sharePage`) are kept, only whole 200 HTML answers without cookies or `no-store`/`private`, and only
 * for visitors without a session cookie (a user's or a recipient's). Mount after the session is read and the nonce and CSP are set.
 */
export function createSharedPages({
  keyOf,
  logger,
  freshMs = 2_000,
  maxAgeMs = 10_000,
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
}: SharedPagesOptions) {
  const pages = createByteBoundedCache<SharedPage>({ maxBytes });
  // Counts `forget` calls: a rendering that began before one may show what was just changed, so it is not kept.
  let forgets = 0;

  function serve(key: string, page: SharedPage, req: Request, res: Response) {
    pages.get(key); // a use: the least recently used copies are the first dropped
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const nonce = Buffer.from(res.locals.nonce as string);
    res.vary('Accept-Encoding');
    const gzip = acceptsGzip(req.get('accept-encoding'));
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? gzipJoined(page.parts, nonce) : joined(page.parts.plain, nonce);
    res.setHeader('Content-Length', body.length);
    res.status(200).end(body);
    page
      .onServe?.(visitorOf(req))
      .catch((error) => logger.error({ err: error }, 'work after a shared page failed'));
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || res.locals.sessionId || res.locals.recipientToken || res.locals.user) {
      return next();
    }
    const key = keyOf(req);
    const page = pages.peek(key);
    const age = page ? now() - page.storedAt : Number.POSITIVE_INFINITY;
    if (page && (age < freshMs || (page.refreshing && age < maxAgeMs))) return serve(key, page, req, res);
    if (page) page.refreshing = true;
    const forgetsBefore = forgets;
    capture(res, (body) => {
      if (page) page.refreshing = false;
      const copy = body && forgets === forgetsBefore && shareableCopy(res, body);
      if (copy) pages.set(key, { ...copy, storedAt: now(), refreshing: false }, copy.bytes);
      else if (page && pages.peek(key) === page) pages.delete(key);
    });
    next();
  };

  return {
    middleware,
    /** Drops every copy of the pages with this tag: the next visitor sees the change. */
    forget(tag: string) {
      forgets++;
      pages.deleteWhere((page) => page.tag === tag);
    },
    /** Drops every copy: after a moment in which `forget` calls may have been missed (server/services/campaign-changes.ts). */
    forgetAll() {
      forgets++;
      pages.clear();
    },
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;

export function visitorOf(req: Request): PageVisitor {
  return { ipAddress: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

function shareableCopy(res: Response, body: Buffer) {
  const options = res.locals.sharedPage as SharedPageOptions | undefined;
  if (!options || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  if (/no-store|private/.test(String(res.getHeader('cache-control') ?? ''))) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (KEPT_HEADERS.has(name) && value !== undefined) headers.push([name, String(value)]);
  }
  const parts = deflateParts(
    body
      .toString('utf8')
      .split(res.locals.nonce as string)
      .map((part) => Buffer.from(part)),
  );
  return {
    parts,
    bytes: bytesHeldBy(parts),
    headers,
    tag: options.tag,
    onServe: options.onServe,
  };
}

/**
 * Collects what a page that asked to be shared writes (the loader asks before the first byte); `done` gets the
 * whole body once it has ended, or null if it never did or the page did not ask.
 */
function capture(res: Response, done: (body: Buffer | null) => void) {
  const asked = () => res.locals.sharedPage !== undefined;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!asked()) return;
    if (typeof chunk === 'string') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  let ended = false;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    ended = true;
    return end(chunk, ...rest);
  }) as Response['end'];
  res.once('close', () => {
    // Unhook, so a response something still holds does not hold `done` and the copy it replaced.
    res.write = write as Response['write'];
    res.end = end as Response['end'];
    done(ended && res.writableFinished && asked() ? Buffer.concat(chunks) : null);
  });
}
