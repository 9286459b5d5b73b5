import type { RequestHandler } from 'express';
import { ForbiddenError } from '../../domain/shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers mark every request with
 * Sec-Fetch-Site or Origin; tools and server-to-server calls (webhooks, tests) send neither and pass,
 * since they cannot carry a victim's cookie anyway. A page of a sibling subdomain is `same-site`, not
 * `same-origin` (issue 31 item 6): like `none`, it passes only when its Origin (or, without one, its Referer)
 * is this site's.
 */
export function sameOriginOnly(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const host = req.get('host');
    const isOurs = (claimed: string | undefined) =>
      claimed !== undefined &&
      ((host !== undefined && safeHost(claimed) === host) ||
        allowedOrigins.includes(originOf(claimed) ?? ''));
    const crossSite =
      fetchSite === 'cross-site' ||
      origin === 'null' ||
      (origin !== undefined && !isOurs(origin)) ||
      ((fetchSite === 'same-site' || fetchSite === 'none') && !isOurs(origin ?? req.get('referer')));
    if (crossSite) {
      throw new ForbiddenError('refusal_cross_site');
    }
    next();
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
