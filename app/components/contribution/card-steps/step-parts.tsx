import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';

/**
 * Moves focus to a step's own control when the step appears. The control is labelled by the step's question
 * (StepQuestion's id), so a screen reader hears the question with the field (issue 11 item 9).
 */
export function focusOnMount(node: HTMLElement | null) {
  node?.focus();
}

/** The step's question: the dialog's title, and the first half of its control's accessible name. */
export function StepQuestion({
  id,
  takesFocus = false,
  children,
}: {
  id?: string;
  /** For a step whose field lives in another frame (the card processor's): the question itself is focused. */
  takesFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Title asChild>
      <h2
        ref={takesFocus ? focusOnMount : undefined}
        tabIndex={takesFocus ? -1 : undefined}
        className="font-serif text-2xl font-bold outline-none"
      >
        <span id={id}>{children}</span>
      </h2>
    </Dialog.Title>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useMessages();
  return (
    <button type="button" className="button-secondary" onClick={onBack}>
      {t(m.wizard_back)}
    </button>
  );
}

/** Back, and the submit button of the step's form. */
export function StepNavigation({
  onBack,
  canContinue,
  label,
}: {
  onBack: () => void;
  canContinue: boolean;
  label?: string;
}) {
  const { t } = useMessages();
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      <BackButton onBack={onBack} />
      <button type="submit" className="button-primary" disabled={!canContinue}>
        {label ?? t(m.wizard_continue)}
      </button>
    </div>
  );
}

/** A step's form: Enter in its field continues when the step's answer allows it. */
export function StepForm({
  canContinue,
  onContinue,
  onRefused,
  children,
}: {
  canContinue: boolean;
  onContinue: () => void;
  /** Enter pressed while the answer is not acceptable yet. */
  onRefused?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) onContinue();
        else onRefused?.();
      }}
    >
      {children}
    </form>
  );
}
