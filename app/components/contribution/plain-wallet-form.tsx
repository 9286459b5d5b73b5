import { Form } from 'react-router';
import { CONTRIBUTOR_RELATIONSHIP_CHOICES } from '../../../domain/shared/relationships';
import type { FormFailure } from '../../lib/form-result.server';
import { FormAlert } from '../forms/form-alert';
import { SelectField } from '../forms/select-field';
import { TextAreaField, TextField } from '../forms/text-field';
import type { WalletCampaign } from './mobile-wallet-form';
import { UpdatesCheckbox } from './updates-checkbox';

/**
 * The mobile-wallet gift on one plain form, for a browser without JavaScript (shown inside <noscript>): posted to
 * the page's action, which calls the same use case as POST /api/contribute. The screenshot is optional and needs
 * the script's image handling, so it is left out here.
 */
export function PlainWalletForm({
  campaign,
  failure,
}: {
  campaign: WalletCampaign;
  failure: FormFailure | undefined;
}) {
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" className="mt-5 space-y-4">
      <FormAlert message={failure?.message} />
      <p>
        Send the money from your mobile wallet to <strong>{campaign.recipientPhone}</strong> (
        {campaign.recipientName}), then tell the family here.
      </p>
      <input type="hidden" name="currency" value={campaign.recipientCurrency} />
      <TextField
        name="amount"
        label={`Amount you sent (${campaign.recipientCurrency})`}
        inputMode="decimal"
        defaultValue={values.amount}
        error={errors.amount}
      />
      <SelectField
        name="walletProvider"
        label="Which wallet did you send from?"
        defaultValue={values.walletProvider}
        error={errors.walletProvider}
      >
        <option value="">Choose…</option>
        {campaign.walletProviders.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
      <TextField
        name="contributorName"
        label="Your name (required)"
        autoComplete="name"
        defaultValue={values.contributorName}
        error={errors.contributorName}
      />
      <TextField
        name="contributorEmail"
        label="Email (required)"
        type="email"
        autoComplete="email"
        defaultValue={values.contributorEmail}
        error={errors.contributorEmail}
      />
      <SelectField
        name="contributorRelationship"
        label={`How did you know ${campaign.deceasedName}?`}
        defaultValue={values.contributorRelationship}
      >
        <option value="">Choose…</option>
        {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="memory"
        label="A memory or tribute (optional)"
        defaultValue={values.memory}
        error={errors.memory}
      />
      <UpdatesCheckbox name="wantsUpdates" defaultChecked={values.wantsUpdates === 'on'} />
      <TextField
        name="confirmationCode"
        label="Confirmation code (required)"
        defaultValue={values.confirmationCode}
        error={errors['mobileWalletDetails.confirmationCode']}
      />
      <button type="submit" className="button-primary w-full">
        Submit Contribution
      </button>
    </Form>
  );
}
