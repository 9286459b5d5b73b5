import type { AuditOrigin } from '../shared/audit.server';

/** What a change to the in-person gifts needs of its request: where it came from (audit) and the page to refresh. */
export interface InPersonGiftDependencies extends AuditOrigin {
  campaignChanged(campaignId: number): void;
}
