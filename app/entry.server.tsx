import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { provideNotFoundPage } from './components/lazy-not-found-page';
import { NotFoundPage } from './components/not-found-page';
import { NonceContext } from './lib/nonce';

provideNotFoundPage(NotFoundPage);

export const streamTimeout = 5_000;

/**
 * As `progressiveChunkSize`: React would send a finished part after a page's first 12.8 kB out of place, for a
 * script to move in, and a browser without script would never show it. Our pages are small enough to send in order.
 */
const IN_ORDER = Number.MAX_SAFE_INTEGER;

/**
 * Every page is rendered for its request, with that response's CSP nonce; anonymous visitors of a shared page get
 * a kept copy before the request reaches here (server/http/shared-pages.ts, decision 023).
 */
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
  const { nonce, logger } = loadContext;
  const userAgent = request.headers.get('user-agent');
  // Crawlers (WhatsApp and Facebook link previews among them) get the whole document at once.
  const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The language the page is written in (decision 025); a shared page's copy keeps it (server/http/shared-pages.ts).
  responseHeaders.set('Content-Language', loadContext.locale);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
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
          if (shellRendered) logger.error({ err: error }, 'streaming render failed');
        },
      },
    );
  });
}
