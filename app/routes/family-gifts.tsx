import { data, redirect, useActionData } from 'react-router';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { reviewDecisionSchema } from '../../domain/contributions';
import {
  listDonors,
  reviewWalletContribution,
  undoWalletRejection,
} from '../../domain/contributions/index.server';
import { CONTRIBUTION_NOT_FOUND } from '../../domain/contributions/require-managed-contribution.server';
import { WALLET_REJECTION_UNDO_HOURS } from '../../domain/contributions/wallet-rejection';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { parseRowId, requireRowId } from '../../domain/shared/row-id';
import { m } from '../../paraglide/messages';
import { RejectionFields } from '../components/contribution/rejection-fields';
import { WalletGiftFacts, walletGiftAmountText } from '../components/contribution/wallet-gift-facts';
import { FormAlert } from '../components/forms/form-alert';
import { readFamilyPage } from '../lib/family-page.server';
import { formFailure, formValues } from '../lib/form-result.server';
import { messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/family-gifts';

export { formActionHeaders as headers } from '../lib/action-headers';

const PAGE_SIZE = 20;

const DONE_NOTICES = {
  confirmed: m.family_gifts_confirmed,
  undone: m.family_gifts_undone,
} as const;

/**
 * /family/{campaignId}/gifts (issue 33 item 1): the wallet gifts to confirm, with no script at all. Confirm is a
 * form; Reject opens a step that says what happens and asks why (?reject=ID), then rejects; a rejection just made
 * offers its undo. The campaign page's panel does the same in place, with its dialog, when script runs.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const after = url.searchParams.get('after') ?? undefined;
  const list = await readFamilyPage(params.campaignId, (campaignId) =>
    listDonors(context.db, {
      campaignId,
      actor: context.actor,
      locale: context.locale,
      status: 'pending_review',
      limit: PAGE_SIZE,
      after,
    }),
  );
  const rejectId = parseRowId(url.searchParams.get('reject'));
  const done = url.searchParams.get('done') ?? '';
  return data(
    {
      list,
      after: after ?? null,
      rejecting: list?.donors.find((donor) => donor.id === rejectId) ?? null,
      rejectedId: parseRowId(url.searchParams.get('rejected')),
      notice: Object.hasOwn(DONE_NOTICES, done)
        ? messageIn(context.locale, DONE_NOTICES[done as keyof typeof DONE_NOTICES])
        : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = formValues(form);
  try {
    const campaignId = requireRowId(params.campaignId, CAMPAIGN_NOT_FOUND);
    const contributionId = requireRowId(values.contributionId, CONTRIBUTION_NOT_FOUND);
    const dependencies = {
      ...requestDependenciesOf(context),
      userAgent: context.userAgent,
      onTotalsChanged: (id: number) => context.services.campaignChanged(id),
    };
    const here = `/family/${campaignId}/gifts`;
    if (values.intent === 'undo') {
      await undoWalletRejection(context.db, { contributionId, actor: context.actor }, dependencies);
      return redirect(`${here}?done=undone`, 303);
    }
    const decision = reviewDecisionSchema.parse({
      decision: values.intent,
      reason: values.reason,
      note: values.note,
    });
    await reviewWalletContribution(
      context.db,
      { contributionId, ...decision, actor: context.actor },
      dependencies,
    );
    return redirect(
      decision.decision === 'reject' ? `${here}?rejected=${contributionId}` : `${here}?done=confirmed`,
      303,
    );
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export default function FamilyGifts({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const { t, locale } = useMessages();
  const { list, rejecting, rejectedId, notice, after } = loaderData;
  if (!list) return null;
  const back = after ? `?after=${encodeURIComponent(after)}` : '?';
  if (rejecting) {
    return (
      <section aria-labelledby="reject-heading" className="max-w-md space-y-3">
        <h2 id="reject-heading" className="font-serif text-xl font-bold">
          {t(m.family_gifts_reject_heading, {
            name: rejecting.name,
            amount: walletGiftAmountText(rejecting, locale),
          })}
        </h2>
        <WalletGiftFacts gift={rejecting} />
        <FormAlert message={failure?.message} />
        <form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="contributionId" value={rejecting.id} />
          <RejectionFields
            idPrefix={`reject-gift-${rejecting.id}`}
            giverHasEmail={rejecting.email !== null}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="button-primary">
              {t(m.family_gifts_reject_submit)}
            </button>
            <a href={back} className="button-secondary">
              {t(m.family_gifts_keep_waiting)}
            </a>
          </div>
        </form>
      </section>
    );
  }
  return (
    <section aria-labelledby="gifts-heading" className="space-y-4">
      <h2 id="gifts-heading" className="font-serif text-xl font-bold">
        {t(m.family_gifts_heading)}
      </h2>
      {notice && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {rejectedId !== null && (
        <form
          method="post"
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-100 p-3"
        >
          <span>{t(m.family_gifts_rejected, { hours: WALLET_REJECTION_UNDO_HOURS })}</span>
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="contributionId" value={rejectedId} />
          <button type="submit" className="button-secondary">
            {t(m.family_gifts_undo)}
          </button>
        </form>
      )}
      <FormAlert message={failure?.message} />
      {list.donors.length === 0 ? (
        <p className="text-stone-700">{t(m.family_gifts_none)}</p>
      ) : (
        <ul className="space-y-3">
          {list.donors.map((gift) => (
            <li key={gift.id} className="rounded-lg border border-amber-warm/40 bg-amber-50 p-3">
              <p className="font-semibold">
                {t(m.family_gifts_line, { name: gift.name, amount: walletGiftAmountText(gift, locale) })}
              </p>
              <WalletGiftFacts gift={gift} />
              <div className="mt-2 flex flex-wrap gap-2">
                <form method="post">
                  <input type="hidden" name="intent" value="confirm" />
                  <input type="hidden" name="contributionId" value={gift.id} />
                  <button
                    type="submit"
                    className="button-primary"
                    aria-label={t(m.family_gifts_confirm_label, { name: gift.name })}
                  >
                    {t(m.family_gifts_confirm)}
                  </button>
                </form>
                <a
                  href={`${back}${back === '?' ? '' : '&'}reject=${gift.id}`}
                  className="button-secondary"
                  aria-label={t(m.family_gifts_reject_label, { name: gift.name })}
                >
                  {t(m.family_gifts_reject)}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.nextCursor && (
        <a href={`?after=${encodeURIComponent(list.nextCursor)}`} className="button-secondary">
          {t(m.family_show_more)}
        </a>
      )}
    </section>
  );
}
