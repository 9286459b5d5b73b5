import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long a connection may take (issue 31 item 6). A body that crawls would otherwise hold its connection for
 * Node's default 300 s. The largest body a family sends is a photo at the upload limit (MAX_UPLOAD_BYTES): about 100 s at 400 kbps, 140 s at
 * 300 kbps, the slow phone networks Pamoja is for. 150 s lets that photo through and cuts a trickling body at half
 * of Node's default.
 */
export const SERVER_TIMEOUTS = {
  /** A whole request, headers and body. */
  requestMs: 150_000,
  /** The headers alone; more than the idle keep-alive, as Node's check of a reused connection counts from it. */
  headersMs: 66_000,
  /**
   * Idle keep-alive: a load balancer reuses idle connections up to its own timeout (60 s on AWS's, similar
   * elsewhere); a request sent as Node closes one is reset, a 502 behind the balancer. Outlast the balancer.
   */
  keepAliveMs: 65_000,
  /** How often Node looks for connections past these limits. */
  checkEveryMs: 5_000,
};

/** The HTTP server of the app, with the limits above (smaller ones in tests). */
export function createAppServer(app: RequestListener, timeouts = SERVER_TIMEOUTS): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app,
  );
  return server;
}
