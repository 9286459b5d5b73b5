import type { WalletProvider } from '../../../../domain/contributions/wallet-providers';
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
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
        <li>Send the money from your mobile wallet (M-Pesa, MTN MoMo, Airtel Money…) to the number below.</li>
        <li>Keep the confirmation code your wallet sends you; you enter it in step 3.</li>
        <li>The family confirms it when the money arrives, then it shows on the memorial page.</li>
      </ul>
      <dl className="rounded-xl bg-brand-50 p-4">
        <dt className="text-sm text-stone-700">Recipient phone</dt>
        <dd className="text-xl font-bold tracking-wide">
          {campaign.recipientPhone || 'Phone number not available'}
        </dd>
        {campaign.recipientPhone && (
          <dd className="mt-2">
            <CopyButton
              text={campaign.recipientPhone}
              label="Copy number"
              fallback="press and hold the number instead"
            />
          </dd>
        )}
        <dt className="mt-2 text-sm text-stone-700">Recipient</dt>
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
        label={`Amount you sent (${draft.currency})`}
        inputMode="decimal"
        value={draft.amount}
        onChange={(event) => onUpdate({ amount: event.target.value.replace(/[^\d.]/g, '') })}
        hint={
          <span aria-live="polite" className="block min-h-5">
            {senderEquivalent ? `${senderEquivalent} in your currency` : ' '}
          </span>
        }
      />
      <SelectField
        name="walletProvider"
        label="Which wallet did you send from?"
        value={draft.walletProvider}
        onChange={(event) => onUpdate({ walletProvider: event.target.value })}
      >
        <option value="">Choose…</option>
        {campaign.walletProviders.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
      <p className="rounded-lg bg-stone-100 p-3 text-sm">
        The full amount goes directly to {campaign.recipientName}. No platform fees.
      </p>
    </>
  );
}
