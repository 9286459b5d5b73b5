import { useStoredDraft } from '../../lib/stored-draft';
import { visitorCurrency } from '../../lib/visitor-currency';
import {
  type CardAnswers,
  type CardDraft,
  type CardStep,
  initialCardDraft,
  nextStepOf,
  previousStepOf,
  restoreCardDraft,
} from './card-wizard-model';
import { draftKeyOf } from './wizard-draft';

/** The card wizard's step, answers and payment key, and the moves between steps; kept for the tab's session. */
export function useCardWizardDraft(campaignId: number) {
  // Opened only in the browser (lazily, after a click or a stored draft), so storage is read at once.
  const {
    value: draft,
    setValue: setDraft,
    clear,
  } = useStoredDraft<CardDraft>(draftKeyOf(campaignId), initialCardDraft(), {
    storage: 'sessionStorage',
    readDuringFirstRender: true,
    restore: (stored) => restoreCardDraft(stored, visitorCurrency()),
  });

  const goTo = (target: CardStep) => setDraft((current) => ({ ...current, step: target }));
  return {
    ...draft,
    goTo,
    next: () => goTo(nextStepOf(draft.step)),
    back: () => goTo(previousStepOf(draft.step)),
    answer: (patch: Partial<CardAnswers>) =>
      setDraft((current) => ({ ...current, answers: { ...current.answers, ...patch } })),
    keepIdempotencyKey: (idempotencyKey: string) => setDraft((current) => ({ ...current, idempotencyKey })),
    clear,
  };
}

export type CardWizardDraft = ReturnType<typeof useCardWizardDraft>;
