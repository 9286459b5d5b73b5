import { formatMoney } from '../../../domain/shared/currencies';
import type { Locale } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { messageIn, useMessages } from '../../lib/i18n';

export interface WalletGiftShown {
  id: number;
  name: string;
  amount: string | null;
  currency: string;
  confirmationCode: string | null;
  walletProvider: string | null;
  hasScreenshot: boolean;
  date: string;
}

export const walletGiftAmountText = (gift: Pick<WalletGiftShown, 'amount' | 'currency'>, locale: Locale) =>
  gift.amount
    ? formatMoney(Number(gift.amount), gift.currency)
    : messageIn(locale, m.wallet_gift_private_amount);

/** What the family checks a wallet gift against: the wallet, the code the giver typed, the day, the screenshot. */
export function WalletGiftFacts({ gift }: { gift: WalletGiftShown }) {
  const { t, rich } = useMessages();
  return (
    <p className="text-sm text-stone-800">
      {t(m.wallet_gift_awaiting)} · {gift.walletProvider && `${gift.walletProvider} · `}
      {rich(m.wallet_gift_code, { code: <strong>{gift.confirmationCode}</strong> })} · {gift.date}
      {gift.hasScreenshot && (
        <>
          {' · '}
          <a
            href={`/api/contributions/${gift.id}/screenshot`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            {t(m.wallet_gift_screenshot)}
          </a>
        </>
      )}
    </p>
  );
}
