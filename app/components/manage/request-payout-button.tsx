import { lazy, Suspense, useRef, useState } from 'react';
import type { PayoutRequestType } from '../../../domain/payouts/payout-request';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { OpenerBusy } from '../../lib/mark-busy';
import type { ManageCardProps } from '../campaign/manage-card';

// Fetched when it is first opened: most visits to the manage card never request a payout.
const RequestPayoutDialog = lazy(() => import('./request-payout-dialog'));

/**
 * Request Payout (spec part 2 §2, §4): a payout of the card gifts' balance, or a nominee change. While a payout is
 * requested a notice says it is being processed, and only a nominee change can be asked for; once it is completed,
 * the gifts since build the next payout, which may be requested in turn (decision 021).
 */
export function RequestPayoutButton({ campaign }: { campaign: ManageCardProps['campaign'] }) {
  const { t } = useMessages();
  const [payoutStatus, setPayoutStatus] = useState(campaign.payoutStatus);
  const [openAs, setOpenAs] = useState<PayoutRequestType | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const requested = payoutStatus === 'requested';
  const open = (type: PayoutRequestType) => {
    setEverOpened(true);
    setOpenAs(type);
  };
  return (
    <>
      {payoutStatus === 'completed' && (
        <p
          role="status"
          className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800"
        >
          {t(m.payout_error_last_completed)}.
        </p>
      )}
      {requested && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-stone-900"
        >
          {t(m.payout_error_already_requested)}.
        </p>
      )}
      <button
        ref={opener}
        type="button"
        className="button-secondary w-full"
        onClick={() => open(requested ? 'nominee-change' : 'payout')}
      >
        {requested ? t(m.payout_request_nominee_change) : t(m.payout_request_payout)}
      </button>
      {everOpened && (
        <Suspense fallback={<OpenerBusy opener={opener} />}>
          <RequestPayoutDialog
            open={openAs !== null}
            initialType={openAs ?? 'payout'}
            payoutAllowed={!requested}
            campaignId={campaign.id}
            deceasedName={campaign.deceasedName}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenAs(null);
            }}
            onPayoutRequested={() => setPayoutStatus('requested')}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
