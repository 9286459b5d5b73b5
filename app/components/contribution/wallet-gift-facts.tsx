import { formatMoney } from '../../../domain/shared/currencies';

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

export const walletGiftAmountText = (gift: Pick<WalletGiftShown, 'amount' | 'currency'>) =>
  gift.amount ? formatMoney(Number(gift.amount), gift.currency) : 'Private amount';

/** What the family checks a wallet gift against: the wallet, the code the giver typed, the day, the screenshot. */
export function WalletGiftFacts({ gift }: { gift: WalletGiftShown }) {
  return (
    <p className="text-sm text-stone-800">
      Awaiting confirmation · {gift.walletProvider && `${gift.walletProvider} · `}code{' '}
      <strong>{gift.confirmationCode}</strong> · {gift.date}
      {gift.hasScreenshot && (
        <>
          {' · '}
          <a
            href={`/api/contributions/${gift.id}/screenshot`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            View screenshot
          </a>
        </>
      )}
    </p>
  );
}
