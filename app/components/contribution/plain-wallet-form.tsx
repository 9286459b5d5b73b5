import { Form } from 'react-router';
import {
  CONTRIBUTOR_RELATIONSHIP_CHOICES,
  contributorRelationshipLabel,
} from '../../../domain/shared/relationships';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
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
  const { t, rich, locale } = useMessages();
  const values = failure?.values ?? {};
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" className="mt-5 space-y-4">
      <FormAlert message={failure?.message} />
      <p>
        {rich(m.wallet_plain_send, {
          phone: <strong>{campaign.recipientPhone}</strong>,
          name: campaign.recipientName,
        })}
      </p>
      <input type="hidden" name="currency" value={campaign.recipientCurrency} />
      <TextField
        name="amount"
        label={t(m.wallet_amount_sent, { currency: campaign.recipientCurrency })}
        inputMode="decimal"
        defaultValue={values.amount}
        error={errors.amount}
      />
      <SelectField
        name="walletProvider"
        label={t(m.wallet_which)}
        defaultValue={values.walletProvider}
        error={errors.walletProvider}
      >
        <option value="">{t(m.guestbook_choose)}</option>
        {campaign.walletProviders.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </SelectField>
      <TextField
        name="contributorName"
        label={t(m.wallet_name_required)}
        autoComplete="name"
        defaultValue={values.contributorName}
        error={errors.contributorName}
      />
      <TextField
        name="contributorEmail"
        label={t(m.wallet_email_required)}
        type="email"
        autoComplete="email"
        defaultValue={values.contributorEmail}
        error={errors.contributorEmail}
      />
      <SelectField
        name="contributorRelationship"
        label={t(m.wizard_relationship_question, { name: campaign.deceasedName })}
        defaultValue={values.contributorRelationship}
      >
        <option value="">{t(m.guestbook_choose)}</option>
        {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {contributorRelationshipLabel(choice, locale)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="memory"
        label={t(m.wallet_memory)}
        defaultValue={values.memory}
        error={errors.memory}
      />
      <UpdatesCheckbox name="wantsUpdates" defaultChecked={values.wantsUpdates === 'on'} />
      <TextField
        name="confirmationCode"
        label={t(m.wallet_code_label)}
        defaultValue={values.confirmationCode}
        error={errors['mobileWalletDetails.confirmationCode']}
      />
      <button type="submit" className="button-primary w-full">
        {t(m.wallet_submit)}
      </button>
    </Form>
  );
}
