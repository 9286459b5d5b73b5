import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
import { UpdatesCheckbox } from '../updates-checkbox';
import { BackButton, focusOnMount, StepQuestion } from './step-parts';

/** Anonymous or named, then show or hide the amount: either button moves on to the review. */
export function PrivacyStep({
  isAnonymous,
  onAnonymousChange,
  wantsUpdates,
  onWantsUpdatesChange,
  onChooseHideAmount,
  onBack,
}: {
  isAnonymous: boolean;
  onAnonymousChange: (isAnonymous: boolean) => void;
  wantsUpdates: boolean;
  onWantsUpdatesChange: (wantsUpdates: boolean) => void;
  onChooseHideAmount: (hideAmount: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useMessages();
  return (
    <fieldset className="space-y-4">
      <legend className="contents">
        <StepQuestion>{t(m.wizard_privacy_question)}</StepQuestion>
      </legend>
      <label className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
        <input
          ref={focusOnMount}
          type="checkbox"
          checked={isAnonymous}
          onChange={(event) => onAnonymousChange(event.target.checked)}
          className="mt-1 size-5"
        />
        <span>{t(m.wizard_privacy_anonymous)}</span>
      </label>
      <UpdatesCheckbox checked={wantsUpdates} onChange={onWantsUpdatesChange} />
      <div className="grid gap-2">
        <button
          type="button"
          className="button-secondary justify-start"
          onClick={() => onChooseHideAmount(false)}
        >
          {t(m.wizard_privacy_show_amount)}
        </button>
        <button
          type="button"
          className="button-secondary justify-start"
          onClick={() => onChooseHideAmount(true)}
        >
          {t(m.wizard_privacy_hide_amount)}
        </button>
      </div>
      <BackButton onBack={onBack} />
    </fieldset>
  );
}
