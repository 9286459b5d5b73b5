import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { m } from '../../../paraglide/messages';
import { postJson, sendJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { DonorListOptions } from '../manage/donor-list-options';
import { RejectGiftDialog } from './reject-gift-dialog';
import { WalletGiftFacts, walletGiftAmountText } from './wallet-gift-facts';

/** The toast after each decision. */
const DECISION_WORDS = {
  undone: { title: m.review_undone_title, text: m.review_undone_text },
  rejected: { title: m.review_rejected_title, text: m.review_rejected_text },
  confirmed: { title: m.review_confirmed_title, text: m.review_confirmed_text },
};

/** Wallet gifts to review shown at once; "Show more" reads the next ones. */
const PENDING_PAGE_SIZE = 20;

interface Donor {
  id: number;
  name: string;
  email: string | null;
  relationship: string;
  amount: string | null;
  currency: string;
  paymentMethod: string;
  confirmationCode: string | null;
  walletProvider: string | null;
  hasScreenshot: boolean;
  date: string;
}

/**
 * The managers' part of the campaign page for contributions: mobile wallet gifts to confirm or reject. An admin,
 * who has no manage card, finds the donor list options here (`withDonorList`). Self-contained: the sidebar mounts
 * it for the organizer, the recipient and admins (the API refuses anyone else).
 */
export default function OrganizerContributionsPanel({
  campaignId,
  withDonorList = false,
}: {
  campaignId: number;
  withDonorList?: boolean;
}) {
  const { t, locale } = useMessages();
  const [pending, setPending] = useState<Donor[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [deciding, setDeciding] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Donor | null>(null);
  const [recentlyRejected, setRecentlyRejected] = useState<Donor[]>([]);
  const revalidator = useRevalidator();
  const giftsPage = `/family/${campaignId}/gifts`;

  /** Only the gifts awaiting confirmation, a page at a time: never the whole donor list. */
  const fetchPending = useCallback(
    async (after: string | null) => {
      const query = new URLSearchParams({ status: 'pending_review', limit: String(PENDING_PAGE_SIZE) });
      if (after) query.set('after', after);
      const answer = await sendJson<{ donors: Donor[]; nextCursor: string | null }>(
        'GET',
        `/api/campaigns/${campaignId}/donors?${query}`,
      );
      // The spec treats a failed donor fetch as an empty list.
      return answer.ok ? answer.body : { donors: [], nextCursor: null };
    },
    [campaignId],
  );

  const load = useCallback(async () => {
    const page = await fetchPending(null);
    setPending(page.donors);
    setNextCursor(page.nextCursor);
  }, [fetchPending]);

  async function showMore() {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await fetchPending(nextCursor);
      setPending((shown) => [...(shown ?? []), ...page.donors]);
      setNextCursor(page.nextCursor);
    } finally {
      setLoadingMore(false);
    }
  }

  useEffect(() => {
    void load();
  }, [load]);

  /** Confirm at once; reject only from the dialog, with its reason; undo puts a rejected gift back. */
  async function decide(donor: Donor, body: Record<string, string>, path = 'review') {
    if (deciding !== null) return;
    setDeciding(donor.id);
    try {
      const result = await postJson(`/api/contributions/${donor.id}/${path}`, body);
      if (!result.ok) throw new Error(result.body.message);
      const rejected = body.decision === 'reject';
      const words = DECISION_WORDS[path === 'undo-reject' ? 'undone' : rejected ? 'rejected' : 'confirmed'];
      toast({ title: t(words.title), description: t(words.text, { name: donor.name }) });
      setRejecting(null);
      setRecentlyRejected((shown) =>
        rejected ? [donor, ...shown] : shown.filter((gift) => gift.id !== donor.id),
      );
      await load();
      void revalidator.revalidate();
    } catch (error) {
      toast({
        title: t(m.manage_error),
        description: error instanceof Error && error.message ? error.message : t(m.review_try_again),
        variant: 'destructive',
      });
    } finally {
      setDeciding(null);
    }
  }

  return (
    <section
      aria-labelledby="organizer-contributions-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="organizer-contributions-heading" className="font-serif text-xl font-bold">
        {t(m.review_heading)}
      </h2>
      {pending === null ? (
        <p aria-live="polite">
          {t(m.review_loading)}{' '}
          <a href={giftsPage} className="underline">
            {t(m.review_open_page)}
          </a>
        </p>
      ) : pending.length === 0 ? (
        <p className="text-stone-700">{t(m.review_none)}</p>
      ) : (
        <ul className="space-y-3">
          {pending.map((donor) => (
            <li key={donor.id} className="rounded-lg border border-amber-warm/40 bg-amber-50 p-3">
              <p className="font-semibold">
                {donor.name} · {walletGiftAmountText(donor, locale)}
              </p>
              <WalletGiftFacts gift={donor} />
              {/* Real forms to the family's gifts page: the same decisions when this script has not run. */}
              <div className="mt-2 flex flex-wrap gap-2">
                <form
                  method="post"
                  action={giftsPage}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void decide(donor, { decision: 'confirm' });
                  }}
                >
                  <input type="hidden" name="intent" value="confirm" />
                  <input type="hidden" name="contributionId" value={donor.id} />
                  <button type="submit" className="button-primary" disabled={deciding !== null}>
                    {t(m.review_confirm)}
                  </button>
                </form>
                <form
                  method="get"
                  action={giftsPage}
                  onSubmit={(event) => {
                    event.preventDefault();
                    setRejecting(donor);
                  }}
                >
                  <input type="hidden" name="reject" value={donor.id} />
                  <button
                    type="submit"
                    className="button-secondary"
                    disabled={deciding !== null}
                    aria-haspopup="dialog"
                  >
                    {t(m.review_reject)}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {recentlyRejected.length > 0 && (
        <ul aria-label={t(m.review_rejected_now)} className="space-y-2">
          {recentlyRejected.map((donor) => (
            <li
              key={donor.id}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-100 p-3 text-sm"
            >
              <span>{t(m.review_gift_rejected, { name: donor.name })}</span>
              <button
                type="button"
                className="button-secondary"
                disabled={deciding !== null}
                onClick={() => decide(donor, {}, 'undo-reject')}
              >
                {t(m.review_undo)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <RejectGiftDialog
        gift={
          rejecting && {
            id: rejecting.id,
            name: rejecting.name,
            amountText: walletGiftAmountText(rejecting, locale),
            hasEmail: rejecting.email !== null,
          }
        }
        busy={deciding !== null}
        onReject={(rejection) => rejecting && decide(rejecting, { decision: 'reject', ...rejection })}
        onClose={() => setRejecting(null)}
      />
      {nextCursor && (
        <button type="button" className="button-secondary" disabled={loadingMore} onClick={showMore}>
          {loadingMore ? t(m.review_loading) : t(m.review_show_more)}
        </button>
      )}
      {withDonorList && (
        <div className="grid gap-3 border-t border-stone-200 pt-4">
          <DonorListOptions campaignId={campaignId} />
        </div>
      )}
    </section>
  );
}
