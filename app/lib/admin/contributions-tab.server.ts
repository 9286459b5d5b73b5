import type { Database } from '../../../db/client.server';
import { adminDependenciesOf } from '../../../domain/admin/admin-dependencies.server';
import { contributionPayoutSchema } from '../../../domain/admin/contribution-payout-schema';
import {
  adminContributionQueryOf,
  getAdminContribution,
  listAdminContributions,
} from '../../../domain/admin/list-admin-contributions.server';
import { updateContributionPayout } from '../../../domain/admin/update-contribution-payout.server';
import { isoDate } from '../../../domain/campaigns/campaign-schemas';
import { userActor } from '../../../domain/campaigns/permissions';
import { reviewDecisionSchema } from '../../../domain/contributions';
import { reviewWalletContribution } from '../../../domain/contributions/index.server';
import { CONTRIBUTION_NOT_FOUND } from '../../../domain/contributions/require-managed-contribution.server';
import { isDomainError } from '../../../domain/shared/errors';
import { messageIn } from '../../../domain/shared/locales';
import { parseRowId, requireRowId } from '../../../domain/shared/row-id';
import { m } from '../../../paraglide/messages';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** An unknown id shows "not found" in the panel rather than failing the whole tab. */
async function detailsOrNone(db: Database, contributionId: number) {
  try {
    return await getAdminContribution(db, contributionId);
  } catch (error) {
    if (isDomainError(error, 'not_found')) return null;
    throw error;
  }
}

/** The contributions tab's data: a page of gifts and, with `contribution=ID`, that gift's details. */
export async function loadContributionsTab({ context, params }: AdminTabRequest) {
  const query = adminContributionQueryOf(params);
  const detailsId = parseRowId(params.get('contribution'));
  const [list, details] = await Promise.all([
    listAdminContributions(context.db, query),
    detailsId === null ? null : detailsOrNone(context.db, detailsId),
  ]);
  return { query, list, details, detailsRequested: detailsId !== null, today: isoDate(new Date()) };
}

function walletReview(decision: 'confirm' | 'reject'): AdminAction {
  return async ({ context, admin, form }) => {
    await reviewWalletContribution(
      context.db,
      {
        contributionId: requireRowId(form.get('contributionId'), CONTRIBUTION_NOT_FOUND),
        ...reviewDecisionSchema.parse({
          decision,
          reason: form.get('reason') ?? undefined,
          note: form.get('note') ?? undefined,
        }),
        actor: userActor(admin),
      },
      adminDependenciesOf(context),
    );
    return {
      message: messageIn(
        context.locale,
        decision === 'confirm' ? m.admin_done_contribution_confirmed : m.admin_done_contribution_rejected,
      ),
    };
  };
}

/** The forms the contributions tab posts, by intent. */
export const contributionsTabActions: Record<string, AdminAction> = {
  'contribution.confirm': walletReview('confirm'),
  'contribution.reject': walletReview('reject'),
  'contribution.payout': async ({ context, admin, form }) => {
    const fields = contributionPayoutSchema.parse({
      payoutStatus: form.get('payoutStatus') ?? undefined,
      payoutDate: form.get('payoutDate') ?? undefined,
      payoutAmount: form.get('payoutAmount') ?? undefined,
    });
    await updateContributionPayout(
      context.db,
      { ...fields, admin, contributionId: requireRowId(form.get('contributionId'), CONTRIBUTION_NOT_FOUND) },
      adminDependenciesOf(context),
    );
    return { message: messageIn(context.locale, m.admin_done_payout_updated) };
  },
};
