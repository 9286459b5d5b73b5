import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { withScriptHashes } from './script-hashes';

export interface PageVisitor {
  ipAddress: string;
  userAgent: string;
}

export interface SharedPageOptions {
  /** Names what the page shows, so `forget(tag)` can mark it stale the moment that changes. */
  tag: string;
  /**
   * Runs after this response and after every copy of it served later, with that request's visitor. Kept as long
   * as the copy: close over what it needs, never the request's context (that would keep the request alive).
   */
  onServe?: (visitor: PageVisitor) => Promise<unknown>;
}

/** A page as every anonymous visitor with the same key gets it: the same bytes and the same headers (decision 023). */
interface SharedPage {
  bodies: Record<Encoding, Buffer>;
  headers: [string, string][];
  tag: string;
  onServe?: SharedPageOptions['onServe'];
  storedAt: number;
  /** When a change to what it shows was announced (`forget`): from then on it may be served only a little longer. */
  staleSince?: number;
}

/** The one rendering of a key under way: others wait for it, or get the copy it replaces while that is recent. */
interface Rendering {
  /** The page's tag once its loader asked to be shared; until then any change may concern it. */
  tag: () => string | undefined;
  staleSince?: number;
  /** Its page is sent: what is left is compressing the copy, a moment. */
  sent?: boolean;
  done: Promise<SharedPage | null>;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface SharedPagesOptions {
  /** Everything about a request that changes what an anonymous visitor's page looks like. */
  keyOf: (req: Request) => string;
  logger: Logger;
  /** A copy is current this long after it was rendered, unless a change to it is announced sooner. */
  freshMs?: number;
  /** How long after it stopped being current a copy is still served while its replacement renders. */
  staleMs?: number;
  /** Memory bound over all copies; the least recently used go first. */
  maxBytes?: number;
  now?: () => number;
}

const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'content-language', 'link']);
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/**
 * Compressed once per version, in zlib's thread pool: a few milliseconds of a worker thread for the campaign page,
 * not of the thread serving requests. Quality 6, not 9: the visitors asking while a changed page is compressed wait
 * for it, and on the demo page quality 9 took 106 ms for 1.4% fewer bytes than 6 took in 3.4 ms (docs/performance.md).
 * Brotli's window 256 kB (larger than any page) instead of 4 MB.
 */
const brotliFor = (bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});
const GZIP = { level: 9 };

/**
 * A shared link brings a family's whole circle to one page within minutes, each of them anonymous and each
 * seeing the same page. Rendering it once per version instead of once per visitor, and compressing it once, is
 * what keeps a cheap server answering quickly under that burst. Only pages that ask (`res.locals.sharedPage`, set
 * through the load context's `sharePage`) are kept, only whole 200 HTML answers without cookies or
 * `no-store`/`private`, and only for visitors without a session cookie (a user's or a recipient's). A copy's
 * scripts are allowed by their hashes, not by a nonce (decision 023). Mount after the session is read and the
 * nonce and CSP are set.
 *
 * Freshness is per tag (a campaign): a change marks that campaign's copies stale, and one request renders each
 * anew while the others get the stale copy for at most `staleMs`, then wait for the new one.
 */
export function createSharedPages({
  keyOf,
  logger,
  freshMs = 2_000,
  staleMs = 2_000,
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
}: SharedPagesOptions) {
  // The least recently used copy goes first; a copy heavier than a quarter of the bound is not kept: one page must
  // not empty the cache for the others.
  const pages = new LRUCache<string, SharedPage>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 4),
    sizeCalculation: bytesOf,
  });
  const renderings = new Map<string, Rendering>();

  function serve(key: string, page: SharedPage, req: Request, res: Response) {
    pages.get(key); // a use: the least recently used copies are the first dropped
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.vary('Accept-Encoding');
    // Brotli when the client takes it, whatever order it names its encodings in: the smaller answer.
    const encoding: Encoding = req.acceptsEncodings('br')
      ? 'br'
      : req.acceptsEncodings('gzip')
        ? 'gzip'
        : 'identity';
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', page.bodies[encoding].length);
    res.status(200).end(page.bodies[encoding]);
    page
      .onServe?.(visitorOf(req))
      .catch((error) => logger.error({ err: error }, 'work after a shared page failed'));
  }

  function render(key: string, res: Response, next: () => void) {
    const startedAt = now();
    let settle: (page: SharedPage | null) => void = () => {};
    const rendering: Rendering = {
      tag: () => (res.locals.sharedPage as SharedPageOptions | undefined)?.tag,
      done: new Promise((resolve) => {
        settle = resolve;
      }),
    };
    renderings.set(key, rendering);
    capture(
      res,
      () => {
        rendering.sent = true;
      },
      async (body) => {
        const copy = body ? await shareableCopy(res, body).catch(() => null) : null;
        const page = copy && { ...copy, storedAt: startedAt, staleSince: rendering.staleSince };
        // A rendering overtaken by a newer one (it went stale while under way) keeps nothing: the newer one decides.
        if (renderings.get(key) === rendering) {
          if (page) pages.set(key, page);
          else pages.delete(key);
          renderings.delete(key);
        }
        settle(page);
      },
    );
    next();
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || res.locals.sessionId || res.locals.recipientToken || res.locals.user) {
      return next();
    }
    const key = keyOf(req);
    const page = pages.peek(key);
    const rendering = renderings.get(key);
    // A rendering that began before a change announced since shows what was: nobody waits for it.
    const current = rendering?.staleSince === undefined ? rendering : undefined;
    const wait = (done: Promise<SharedPage | null>) =>
      done.then((fresh) => (fresh ? serve(key, fresh, req, res) : next()));
    if (page) {
      const currentUntil = Math.min(page.staleSince ?? Number.POSITIVE_INFINITY, page.storedAt + freshMs);
      if (now() < currentUntil) return serve(key, page, req, res);
      // A rendering whose page is already sent is only being compressed: if it shows the latest change it is waited
      // for (a visitor who just saw the new page must not get the old one next); if not, it is no replacement at all.
      if (current?.sent) return wait(current.done);
      // One rendering at a time, even when changes come faster than it renders (a busy campaign): it is kept when
      // done, stale or not, and the next visitor starts the next. Only a copy past `staleMs` is not served.
      if (rendering && !rendering.sent && now() - currentUntil < staleMs) return serve(key, page, req, res);
      if (current) return wait(current.done);
    } else if (current?.tag() !== undefined) {
      // The first rendering of a page that asked to be shared: the others wait for it rather than render too.
      return wait(current.done);
    }
    render(key, res, next);
  };

  function markStale(matches: (tag: string | undefined) => boolean) {
    const at = now();
    for (const page of pages.values()) if (matches(page.tag)) page.staleSince ??= at;
    for (const rendering of renderings.values()) if (matches(rendering.tag())) rendering.staleSince ??= at;
  }

  return {
    middleware,
    /** This tag's copies are stale: each is rendered anew on its next visit, and served meanwhile for `staleMs` at most. */
    forget(tag: string) {
      // A rendering whose loader has not run yet may read what just changed: marked too (it costs one more render).
      markStale((pageTag) => pageTag === undefined || pageTag === tag);
    },
    /** Every copy is stale: after a moment in which `forget` calls may have been missed (server/services/campaign-changes.ts). */
    forgetAll() {
      markStale(() => true);
    },
  };
}

export type SharedPages = ReturnType<typeof createSharedPages>;

export function visitorOf(req: Request): PageVisitor {
  return { ipAddress: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}

function bytesOf(page: SharedPage): number {
  return page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
}

async function shareableCopy(res: Response, body: Buffer) {
  const options = res.locals.sharedPage as SharedPageOptions | undefined;
  if (!options || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  if (/no-store|private/.test(String(res.getHeader('cache-control') ?? ''))) return null;
  const { html, policy } = withScriptHashes(
    body.toString('utf8'),
    String(res.getHeader('content-security-policy') ?? ''),
    res.locals.nonce as string,
  );
  const headers: [string, string][] = [['content-security-policy', policy]];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (KEPT_HEADERS.has(name) && value !== undefined) headers.push([name, String(value)]);
  }
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, brotliFor(identity)),
    compressGzip(identity, GZIP),
  ]);
  return {
    bodies: { identity, br, gzip: gzipped },
    headers,
    tag: options.tag,
    onServe: options.onServe,
  };
}

/**
 * Collects what a page that asked to be shared writes (the loader asks before the first byte); `done` gets the
 * whole body once it has ended, or null if it never did or the page did not ask.
 */
function capture(res: Response, sent: () => void, done: (body: Buffer | null) => void) {
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
    sent();
    return end(chunk, ...rest);
  }) as Response['end'];
  res.once('close', () => {
    // Unhook, so a response something still holds does not hold `done` and the copy it replaced.
    res.write = write as Response['write'];
    res.end = end as Response['end'];
    done(ended && res.writableFinished && asked() ? Buffer.concat(chunks) : null);
  });
}
