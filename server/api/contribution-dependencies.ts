import type { ContributionDependencies } from '../../domain/contributions/index.server';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import type { AppContext } from '../load-context';

export function contributionDependenciesOf(context: AppContext): ContributionDependencies {
  return {
    ...requestDependenciesOf(context),
    paymentProvider: context.services.paymentProvider,
    cardPayments: context.services.cardPayments,
    userAgent: context.userAgent,
    onTotalsChanged: (campaignId) => context.services.campaignChanged(campaignId),
  };
}
