import type { Mailer } from '../notifications/send-email.server';
import type { Locale } from './locales';
import type { LimitedRequest, Limiters } from './rate-limits';

/**
 * What use cases need of a request and the services, handed over the same by page actions and API handlers
 * (each use case takes the part it needs).
 */
export interface RequestDependencies {
  mailer: Mailer;
  /** Public address of the site, for the links in the e-mails. */
  baseUrl: string;
  limiters: Limiters;
  ipAddress: string;
  /** The language the visitor reads (decision 025): what a new account, gift or campaign keeps as its own. */
  locale: Locale;
  /** Runs work once the answer has gone. */
  afterResponse(task: () => Promise<unknown>): void;
}

interface RequestContextShape {
  services: { mailer: Mailer; rateLimiters: Limiters };
  config: { baseUrl: string };
  ipAddress: string;
  locale: Locale;
  afterResponse(task: () => Promise<unknown>): void;
}

/** The part a use case that only counts attempts needs. */
export function limitedRequestOf(
  context: Pick<RequestContextShape, 'services' | 'ipAddress'>,
): LimitedRequest {
  return { limiters: context.services.rateLimiters, ipAddress: context.ipAddress };
}

export function requestDependenciesOf(context: RequestContextShape): RequestDependencies {
  return {
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    limiters: context.services.rateLimiters,
    ipAddress: context.ipAddress,
    locale: context.locale,
    afterResponse: (task) => context.afterResponse(task),
  };
}
