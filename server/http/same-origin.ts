import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers mark every request with
 * Sec-Fetch-Site or Origin; tools and server-to-server calls (webhooks, tests) send neither and pass,
 * since they cannot carry a victim's cookie anyway.
 */
export function sameOriginOnly(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const host = req.get('host');
    const sameHost = origin !== undefined && host !== undefined && safeHost(origin) === host;
    const crossSite =
      fetchSite === 'cross-site' ||
      (origin !== undefined && origin !== 'null' && !sameHost && !allowedOrigins.includes(origin)) ||
      origin === 'null';
    if (crossSite) {
      res.status(403).json({ message: 'Cross-site request refused' });
      return;
    }
    next();
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
