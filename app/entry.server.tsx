import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { acceptsGzip } from './lib/gzip-parts.server';
import { NonceContext } from './lib/nonce';
import {
  type DocumentTree,
  IN_ORDER,
  type Prelude,
  preludeKeyOf,
  renderPrelude,
  resumeAfterPrelude,
} from './lib/shared-prelude.server';
import { OPEN_VIEWER_GATE, ViewerGate } from './lib/viewer-part';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const tree: DocumentTree = (context, nonce, viewerGate = OPEN_VIEWER_GATE) => (
    <ViewerGate.Provider value={viewerGate}>
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    </ViewerGate.Provider>
  );
  const userAgent = request.headers.get('user-agent');
  // Crawlers (WhatsApp and Facebook link previews among them) get the whole document at once.
  const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  const prelude = waitForAll
    ? null
    : await sharedPreludeFor(request, responseStatusCode, routerContext, loadContext, tree);
  if (prelude) {
    const gzip = acceptsGzip(request.headers.get('accept-encoding'));
    responseHeaders.append('Vary', 'Accept-Encoding');
    if (gzip) responseHeaders.set('Content-Encoding', 'gzip');
    const body = await resumeAfterPrelude(prelude, tree, routerContext, loadContext.nonce, {
      gzip,
      timeoutMs: streamTimeout + 1000,
      onError: (error) => loadContext.logger.error({ err: error }, 'rendering a viewer part failed'),
    });
    return new Response(createReadableStreamFromReadable(body), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return renderWhole(
    tree(routerContext, loadContext.nonce),
    waitForAll,
    responseStatusCode,
    responseHeaders,
    loadContext,
  );
}

/**
 * A signed-in view of a page that anonymous visitors share (the loader called `sharePage`): its shared part is
 * rendered once for everyone who sees the same, and only each viewer's own part per request (decision 019).
 * Anonymous views are shared whole before they reach here (server/http/shared-pages.ts).
 */
async function sharedPreludeFor(
  request: Request,
  statusCode: number,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  tree: DocumentTree,
) {
  const { actor, services } = loadContext;
  if (!loadContext.pageIsShared() || (actor.user === null && actor.recipient === null)) return null;
  const key = preludeKeyOf(request.url, statusCode, routerContext);
  if (key === null) return null;
  const kept = services.sharedPreludes.get(key);
  if (kept) return kept;
  // After a gift every viewer's key is new at once: the first renders, the others wait for it.
  let rendering = preludesRendering.get(key);
  if (!rendering) {
    rendering = renderPrelude(tree, routerContext).then((prelude) => {
      if (prelude) services.sharedPreludes.set(key, prelude, prelude.bytes);
      return prelude;
    });
    preludesRendering.set(key, rendering);
    rendering.finally(() => preludesRendering.delete(key)).catch(() => {});
  }
  return rendering;
}

const preludesRendering = new Map<string, Promise<Prelude | null>>();

function renderWhole(
  document: React.ReactNode,
  waitForAll: boolean,
  responseStatusCode: number,
  responseHeaders: Headers,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: loadContext.nonce,
      progressiveChunkSize: IN_ORDER,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.logger.error({ err: error }, 'streaming render failed');
      },
    });
  });
}
