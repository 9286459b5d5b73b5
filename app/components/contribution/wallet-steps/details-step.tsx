import {
  CONTRIBUTOR_RELATIONSHIP_CHOICES,
  contributorRelationshipLabel,
} from '../../../../domain/shared/relationships';
import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
import { SelectField } from '../../forms/select-field';
import { TextAreaField, TextField } from '../../forms/text-field';
import { UpdatesCheckbox } from '../updates-checkbox';
import type { WalletDraft } from '../wallet-form-model';

/** Step 2: who gave, and what they would like to say. */
export function DetailsStep({
  deceasedName,
  draft,
  onUpdate,
}: {
  deceasedName: string;
  draft: WalletDraft;
  onUpdate: (patch: Partial<WalletDraft>) => void;
}) {
  const { t, locale } = useMessages();
  return (
    <>
      <TextField
        name="contributorName"
        label={t(m.wallet_name_required)}
        autoComplete="name"
        maxLength={100}
        value={draft.contributorName}
        onChange={(event) => onUpdate({ contributorName: event.target.value })}
      />
      <TextField
        name="contributorEmail"
        label={t(m.wallet_email_required)}
        type="email"
        autoComplete="email"
        value={draft.contributorEmail}
        onChange={(event) => onUpdate({ contributorEmail: event.target.value })}
      />
      <SelectField
        name="contributorRelationship"
        label={t(m.wizard_relationship_question, { name: deceasedName })}
        value={draft.contributorRelationship}
        onChange={(event) => onUpdate({ contributorRelationship: event.target.value })}
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
        rows={4}
        maxLength={5000}
        value={draft.memory}
        onChange={(event) => onUpdate({ memory: event.target.value })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={draft.hideAmount}
          onChange={(event) => onUpdate({ hideAmount: event.target.checked })}
          className="size-5"
        />
        {t(m.wallet_hide_amount)}
      </label>
      <UpdatesCheckbox checked={draft.wantsUpdates} onChange={(wantsUpdates) => onUpdate({ wantsUpdates })} />
    </>
  );
}
