import {
  CONTRIBUTOR_RELATIONSHIP_CHOICES,
  contributorRelationshipLabel,
} from '../../../../domain/shared/relationships';
import { useLocale } from '../../../lib/i18n';
import { BackButton, focusOnMount, StepQuestion } from './step-parts';

/**
 * A choice that moves on by itself. Focus starts on the current choice (else the first), so Enter confirms it;
 * the legend gives the choices their question.
 */
export function RelationshipStep({
  question,
  value,
  onChoose,
  onBack,
}: {
  question: string;
  value: string;
  onChoose: (relationship: string) => void;
  onBack: () => void;
}) {
  const locale = useLocale();
  const focused = value || CONTRIBUTOR_RELATIONSHIP_CHOICES[0];
  return (
    <fieldset className="space-y-4">
      <legend className="contents">
        <StepQuestion id={undefined}>{question}</StepQuestion>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {CONTRIBUTOR_RELATIONSHIP_CHOICES.map((choice) => (
          <button
            key={choice}
            ref={choice === focused ? focusOnMount : undefined}
            type="button"
            aria-pressed={value === choice}
            onClick={() => onChoose(choice)}
            className={`min-h-11 rounded-lg border px-3 py-2 text-left ${
              value === choice
                ? 'border-brand-700 bg-brand-100 font-semibold'
                : 'border-stone-300 bg-white hover:bg-stone-100'
            }`}
          >
            {contributorRelationshipLabel(choice, locale)}
          </button>
        ))}
      </div>
      <BackButton onBack={onBack} />
    </fieldset>
  );
}
