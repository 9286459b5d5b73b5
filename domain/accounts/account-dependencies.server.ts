import type { Mailer } from '../notifications/send-email.server';
import type { Limiters } from '../shared/rate-limits';

/** What the account use cases need of a request: the page actions and the API hand over the same. */
export interface AccountDependencies {
  mailer: Mailer;
  /** Public address of the site, for the links in the e-mails. */
  baseUrl: string;
  limiters: Limiters;
  ipAddress: string;
  /** Runs work once the answer has gone. */
  afterResponse(task: () => Promise<unknown>): void;
}

interface RequestContextShape {
  services: { mailer: Mailer; rateLimiters: Limiters };
  config: { baseUrl: string };
  ipAddress: string;
  afterResponse(task: () => Promise<unknown>): void;
}

export function accountDependenciesOf(context: RequestContextShape): AccountDependencies {
  return {
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    limiters: context.services.rateLimiters,
    ipAddress: context.ipAddress,
    afterResponse: (task) => context.afterResponse(task),
  };
}
