import { CreditCard, Smartphone } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import type { loader as rootLoader } from '../../root';

const choiceClass =
  'flex w-full items-start gap-4 rounded-xl border border-stone-300 bg-white p-4 text-left hover:border-brand-600 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60';

/**
 * The two ways to give (spec part 2 §2): "Mobile Wallet" is a link to /mobile-wallet/{id}; "Debit/Credit Card"
 * opens the card wizard, which needs the page's script, so it stays disabled until that has arrived
 * (`cardReady`). The giving page's (/give/{id}), where Contribute Now leads (decision 036).
 */
export function PaymentChoices({
  campaignId,
  cardReady = true,
  cardChoice,
  onChooseCard,
  onCardHover,
}: {
  campaignId: number;
  cardReady?: boolean;
  /** The card choice itself: marked busy while the wizard's code comes (OpenerBusy). */
  cardChoice?: Ref<HTMLButtonElement>;
  onChooseCard(): void;
  /** Starts fetching the wizard's code as soon as the card choice is pointed at. */
  onCardHover(): void;
}) {
  const { t } = useMessages();
  const cardPaymentsOff = useRouteLoaderData<typeof rootLoader>('root')?.cardPayments === 'off';
  return (
    <div className="grid gap-3">
      <Link to={`/mobile-wallet/${campaignId}`} className={choiceClass}>
        <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <span>
          <span className="block font-semibold">{t(m.give_wallet)}</span>
          <span className="block text-sm text-stone-700">{t(m.give_wallet_text)}</span>
        </span>
      </Link>
      {cardPaymentsOff ? (
        <p className="flex items-start gap-4 rounded-xl border border-stone-300 bg-stone-100 p-4 text-stone-800">
          <CreditCard aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-stone-500" />
          <span>
            <span className="block font-semibold">{t(m.give_card)}</span>
            <span className="block text-sm">{t(m.gift_error_cards_off)}</span>
          </span>
        </p>
      ) : (
        <button
          ref={cardChoice}
          type="button"
          className={choiceClass}
          disabled={!cardReady}
          onClick={onChooseCard}
          onPointerEnter={onCardHover}
          onFocus={onCardHover}
        >
          <CreditCard aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold">{t(m.give_card)}</span>
            <span className="block text-sm text-stone-700">
              {t(cardReady ? m.give_card_text : m.give_card_waiting)}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
