import { type RequestDependencies, requestDependenciesOf } from '../shared/request-dependencies.server';

/**
 * What the admin use cases need of the request and the services (e-mails, audit origin, page caches), built the same
 * by the dashboard's actions and the /api/admin handlers.
 */
export interface AdminDependencies extends RequestDependencies {
  userAgent: string;
  /** Drops a campaign's shared page and read: what it shows changed. */
  campaignChanged(campaignId: number): void;
  /** The same, for the contribution use cases' name of it. */
  onTotalsChanged(campaignId: number): void;
}

type AdminContextShape = Parameters<typeof requestDependenciesOf>[0] & {
  userAgent: string;
  services: { campaignChanged(campaignId: number): void };
};

export function adminDependenciesOf(context: AdminContextShape): AdminDependencies {
  const campaignChanged = (campaignId: number) => context.services.campaignChanged(campaignId);
  return {
    ...requestDependenciesOf(context),
    userAgent: context.userAgent,
    campaignChanged,
    onTotalsChanged: campaignChanged,
  };
}
