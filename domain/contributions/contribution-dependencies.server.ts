import type { PaymentProvider } from '../../integrations/payments';
import type { RequestDependencies } from '../shared/request-dependencies.server';

/**
 * What the contribution use cases need of the request and the services, built once per request by the edge
 * (each use case takes the part it needs).
 */
export interface ContributionDependencies extends RequestDependencies {
  paymentProvider: PaymentProvider;
  /** off: the site takes wallet gifts only (CARD_PAYMENTS=off), and no card payment may start. */
  cardPayments: 'on' | 'off';
  /** For the audit log of a review. */
  userAgent: string;
  /** Told whenever a campaign's public totals change, so no cached copy of its page outlives the change. */
  onTotalsChanged?(campaignId: number): void;
}

/** What a recorded gift needs to tell people of it: the e-mails (with the site's address) and the page cache. */
export type ContributionNotices = Pick<ContributionDependencies, 'mailer' | 'baseUrl' | 'onTotalsChanged'>;
