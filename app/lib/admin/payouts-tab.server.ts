import { adminDependenciesOf } from '../../../domain/admin/admin-dependencies.server';
import {
  decideNomineeChange,
  NOMINEE_CHANGE_MESSAGES,
  type NomineeChangeDecision,
} from '../../../domain/admin/decide-nominee-change.server';
import { listNomineeChanges } from '../../../domain/admin/list-nominee-changes.server';
import { listPayoutSchedule, payoutScheduleQueryOf } from '../../../domain/admin/list-payout-schedule.server';
import { CAMPAIGN_NOT_FOUND } from '../../../domain/campaigns/campaign-rules';
import { isoDate } from '../../../domain/campaigns/campaign-schemas';
import { userActor } from '../../../domain/campaigns/permissions';
import { completePayoutFormFields, completePayoutSchema } from '../../../domain/payouts';
import { completePayout } from '../../../domain/payouts/index.server';
import { messageIn } from '../../../domain/shared/locales';
import { requireRowId } from '../../../domain/shared/row-id';
import { m } from '../../../paraglide/messages';
import type { AdminAction, AdminTabRequest } from './admin-tab.server';

/** The payouts tab's data: a page of the payout schedule and the nominee-change requests. */
export async function loadPayoutsTab({ context, params }: AdminTabRequest) {
  const query = payoutScheduleQueryOf(params);
  const now = new Date();
  const [schedule, nomineeChanges] = await Promise.all([
    listPayoutSchedule(context.db, query, now),
    listNomineeChanges(context.db),
  ]);
  return { today: isoDate(now), query, schedule, nomineeChanges };
}

function nomineeDecision(decision: NomineeChangeDecision): AdminAction {
  return async ({ context, admin, form }) => {
    await decideNomineeChange(
      context.db,
      { admin, requestId: requireRowId(form.get('requestId'), NOMINEE_CHANGE_MESSAGES.notFound), decision },
      adminDependenciesOf(context),
    );
    return {
      message: messageIn(
        context.locale,
        decision === 'approve' ? m.admin_done_nominee_approved : m.admin_done_nominee_rejected,
      ),
    };
  };
}

/** The forms the payouts tab posts, by intent (the Campaigns tab's Complete Payout posts payout.complete too). */
export const payoutsTabActions: Record<string, AdminAction> = {
  'payout.complete': async ({ context, admin, form }) => {
    const fields = completePayoutSchema.parse(completePayoutFormFields(form));
    await completePayout(
      context.db,
      {
        ...fields,
        campaignId: requireRowId(form.get('campaignId'), CAMPAIGN_NOT_FOUND),
        actor: userActor(admin),
      },
      adminDependenciesOf(context),
    );
    return { message: messageIn(context.locale, m.admin_done_payout_completed) };
  },
  'nominee.approve': nomineeDecision('approve'),
  'nominee.reject': nomineeDecision('reject'),
};
