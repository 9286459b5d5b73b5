import type { ContributionServices } from '../../domain/contributions/index.server';
import type { AppContext } from '../load-context';

export function contributionServicesOf(context: AppContext): ContributionServices {
  return {
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    onTotalsChanged: (campaignId) => context.services.campaignChanged(campaignId),
  };
}
