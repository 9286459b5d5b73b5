import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { resumeToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { EntryContext } from 'react-router';
import { bytesHeldBy, type DeflatedParts, deflateParts, gzipJoined, joined } from './gzip-parts.server';
import { CLOSED_VIEWER_GATE } from './viewer-part';

/**
 * A signed-in page rendered once for everyone who sees the same thing (decision 019): its HTML with every
 * ViewerPart left as a hole, cut at the CSP nonce it was rendered with, and React's note of where the holes are.
 */
export interface Prelude {
  /** Cut at the nonce, each piece also deflated once: a gzip response compresses only its own bytes. */
  parts: DeflatedParts;
  /** React's postponed state as JSON: each resume reads its own copy, since a resume writes to it. */
  postponed: string;
  bytes: number;
}

export interface PreludeStore {
  get(key: string): Prelude | undefined;
  set(key: string, prelude: Prelude, bytes: number): void;
}

/** The document as React renders it for `context`, with the CSP nonce and the viewer gate given. */
export type DocumentTree = (context: EntryContext, nonce: string, viewerGate?: Promise<void>) => ReactNode;

const DOCUMENT_END = '</body></html>';

/**
 * As `progressiveChunkSize`: React would send a finished part after a page's first 12.8 kB out of place, for a
 * script to move in, and a browser without script would never show it. Our pages are small enough to send in order.
 * (A finite number: React keeps it in the postponed state, which is JSON.)
 */
export const IN_ORDER = Number.MAX_SAFE_INTEGER;

/**
 * Names what a signed-in page shows apart from its viewers' own parts: the address and every route's data but
 * its `viewer`. Two requests with the same key see the same shared part, so the prelude needs no other freshness
 * rule (a change to the campaign changes its data, so its key). Null when the page cannot be shared: not a plain
 * 200 page, or data still to come (a promise would make the key blind to what it will show).
 */
export function preludeKeyOf(url: string, statusCode: number, context: EntryContext): string | null {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (statusCode !== 200 || actionData || errors) return null;
  let pending = false;
  const data = JSON.stringify(withoutViewers(loaderData), (_key, value) => {
    if (value instanceof Promise) pending = true;
    return value;
  });
  return pending ? null : createHash('sha256').update(url).update('\0').update(data).digest('base64url');
}

function withoutViewers(loaderData: Record<string, unknown>) {
  const shared: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    shared[routeId] = data && typeof data === 'object' && 'viewer' in data ? { ...data, viewer: null } : data;
  }
  return shared;
}

/**
 * Renders the shared part: every route's `viewer` null and the viewer gate closed, so each ViewerPart (and the
 * page's data for the browser, which React Router streams after the document) is left for the resume. React
 * renders all it can in its first pass of work; the render is stopped right after, and what was still waiting
 * is left as a hole too. Null when nothing could be shared (the document itself was still waiting) or something
 * failed.
 */
export async function renderPrelude(tree: DocumentTree, context: EntryContext): Promise<Prelude | null> {
  const nonce = randomBytes(16).toString('base64');
  const shared: EntryContext = {
    ...context,
    staticHandlerContext: {
      ...context.staticHandlerContext,
      loaderData: withoutViewers(context.staticHandlerContext.loaderData),
    },
    // Never yields: each request's data for the browser (with its viewer) comes with its resume.
    serverHandoffStream: new ReadableStream<Uint8Array>(),
    renderMeta: {},
  };
  const stop = new AbortController();
  let failed = false;
  const rendering = prerenderToNodeStream(tree(shared, nonce, CLOSED_VIEWER_GATE), {
    signal: stop.signal,
    progressiveChunkSize: IN_ORDER,
    // Stopping is how the holes are made: each part it stops is reported with the stop's reason. Anything else
    // is a real failure, which must not be kept for others: the page is then rendered whole, which reports it.
    onError: (error) => {
      if (error !== stop.signal.reason) failed = true;
    },
  });
  // React works through a render in a turn of its own (setImmediate); the turn after it, all that could be
  // rendered has been.
  setImmediate(() => setImmediate(() => stop.abort()));
  const { prelude, postponed } = await rendering;
  const html = (await bytesOf(prelude)).toString('utf8');
  if (failed || !postponed || !html.endsWith(DOCUMENT_END)) return null;
  // The resume writes the document's end itself, after the holes' content. A prerender gives React's own
  // scripts no nonce (it is meant for a response made once), so they are given the one our scripts carry.
  const parts = html
    .slice(0, -DOCUMENT_END.length)
    .replace(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`)
    .split(nonce)
    .map((part) => Buffer.from(part));
  const state = JSON.stringify(postponed);
  const deflated = deflateParts(parts);
  return { parts: deflated, postponed: state, bytes: bytesHeldBy(deflated) + state.length };
}

/**
 * This request's page: the shared part joined with this response's nonce, then React's resume of the holes
 * (each ViewerPart with this viewer's data, and the data for the browser) as it is rendered; with `gzip`, the
 * whole as one gzip member of which only the nonce and the resume are compressed here.
 */
export function resumeAfterPrelude(
  prelude: Prelude,
  tree: DocumentTree,
  context: EntryContext,
  nonce: string,
  { onError, timeoutMs, gzip }: { onError: (error: unknown) => void; timeoutMs: number; gzip: boolean },
): Promise<Readable> {
  // React Router sends the data only after a document that rendered its <Scripts>: the prelude did.
  context.renderMeta = { ...context.renderMeta, didRenderScripts: true };
  return new Promise((resolve, reject) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const body = new PassThrough({
      final(callback) {
        clearTimeout(timeout);
        callback();
      },
    });
    // Typed as a promise (@types/react-dom 19.3), returned as the stream itself (react-dom 19.3): await takes both.
    const resuming = resumeToPipeableStream(tree(context, nonce), JSON.parse(prelude.postponed), {
      nonce,
      async onShellReady() {
        (await resuming).pipe(body);
        const nonceBytes = Buffer.from(nonce);
        if (gzip) {
          // The viewer's parts are small and done in a moment: compressed in one go, not as a stream.
          bytesOf(body).then(
            (rest) => resolve(Readable.from([gzipJoined(prelude.parts, nonceBytes, rest)])),
            reject,
          );
          return;
        }
        const plain = new PassThrough();
        plain.write(joined(prelude.parts.plain, nonceBytes));
        resolve(body.pipe(plain));
      },
      onShellError: reject,
      onError,
    });
    timeout = setTimeout(async () => (await resuming).abort(), timeoutMs);
  });
}

function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
