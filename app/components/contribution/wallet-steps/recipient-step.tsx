import type { WalletProvider } from '../../../../domain/contributions/wallet-providers';
import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
import { SelectField } from '../../forms/select-field';
import { TextField } from '../../forms/text-field';
import { CopyButton } from '../../ui/copy-button';
import { CurrencyPicker } from '../currency-picker';
import type { WalletDraft } from '../wallet-form-model';

export interface WalletRecipient {
  recipientName: string;
  recipientPhone: string | null;
  recipientRelationship: string | null;
  recipientCountry: string;
  walletProviders: readonly WalletProvider[];
}

/** Step 1: where to send, and what was sent (amount in the recipient's currency, with the giver's beside it). */
export function RecipientStep({
  campaign,
  draft,
  senderEquivalent,
  onUpdate,
}: {
  campaign: WalletRecipient;
  draft: WalletDraft;
  senderEquivalent: string | null;
  onUpdate: (patch: Partial<WalletDraft>) => void;
}) {
  const { t } = useMessages();
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
        <li>{t(m.wallet_how_send)}</li>
        <li>{t(m.wallet_how_code)}</li>
        <li>{t(m.wallet_how_confirm)}</li>
      </ul>
      <dl className="rounded-xl bg-brand-50 p-4">
        <dt className="text-sm text-stone-700">{t(m.wallet_recipient_phone)}</dt>
        <dd className="text-xl font-bold tracking-wide">{campaign.recipientPhone || t(m.wallet_no_phone)}</dd>
        {campaign.recipientPhone && (
          <dd className="mt-2">
            <CopyButton
              text={campaign.recipientPhone}
              label={t(m.wallet_copy_number)}
              fallback={t(m.wallet_copy_fallback)}
            />
          </dd>
        )}
        <dt className="mt-2 text-sm text-stone-700">{t(m.wallet_recipient)}</dt>
        <dd>
          {campaign.recipientName}
          {campaign.recipientRelationship && ` · ${campaign.recipientRelationship}`}
          {campaign.recipientCountry && ` · ${campaign.recipientCountry}`}
        </dd>
      </dl>
      <CurrencyPicker
        value={draft.currency}
        onChange={(currency) => onUpdate({ currency })}
        forCard={false}
      />
      <TextField
        name="amount"
        label={t(m.wallet_amount_sent, { currency: draft.currency })}
        inputMode="decimal"
        value={draft.amount}
        onChange={(event) => onUpdate({ amount: event.target.value.replace(/[^\d.]/g, '') })}
        hint={
          <span aria-live="polite" className="block min-h-5">
            {senderEquivalent ? t(m.wallet_in_your_currency, { amount: senderEquivalent }) : ' '}
          </span>
        }
      />
      <SelectField
        name="walletProvider"
        label={t(m.wallet_which)}
        value={draft.walletProvider}
        onChange={(event) => onUpdate({ walletProvider: event.target.value })}
      >
        <option value="">{t(m.guestbook_choose)}</option>
        {campaign.walletProviders.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
      <p className="rounded-lg bg-stone-100 p-3 text-sm">
        {t(m.wallet_no_fees, { name: campaign.recipientName })}
      </p>
    </>
  );
}
