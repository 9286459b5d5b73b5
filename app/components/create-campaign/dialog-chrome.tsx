import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Busy } from './step-input-props';
import type { StepKind } from './wizard-model';

/** The dialog's title, its close button (absent while creating) and the progress bar. */
export function DialogHeader({ percent, closable }: { percent: number; closable: boolean }) {
  return (
    <header className="border-b border-stone-200 bg-white px-4 py-3 sm:rounded-t-2xl">
      <div className="flex items-center justify-between gap-3">
        <div>
          <Dialog.Title className="font-serif text-lg font-bold text-stone-900">
            Create a memorial campaign
          </Dialog.Title>
          <p className="text-sm text-stone-600">Takes less than 3 minutes</p>
        </div>
        {closable && (
          <Dialog.Close
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        )}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-right text-xs text-stone-600" data-testid="wizard-progress">
        {percent}%
      </p>
    </header>
  );
}

function primaryLabel(kind: StepKind, deceased: string, busy: Busy): string {
  if (kind === 'create')
    return busy === 'checking' ? 'Checking your details…' : `Create Campaign for ${deceased}`;
  if (kind === 'password') return 'Create account and launch';
  return busy === 'url-check' ? 'Checking…' : 'Continue';
}

/** The submit button; choice steps advance when a choice is tapped and have none. */
export function WizardPrimaryButton({
  kind,
  deceased,
  busy,
  disabled,
}: {
  kind: StepKind;
  deceased: string;
  busy: Busy;
  disabled: boolean;
}) {
  if (kind === 'payout' || kind === 'yes-no' || kind === 'terms') return <span className="flex-1" />;
  return (
    <button
      type="submit"
      className="button-primary ml-auto flex-1 sm:flex-none"
      disabled={disabled}
      autoFocus={kind === 'greeting' || kind === 'statement' || kind === 'create'}
    >
      {primaryLabel(kind, deceased, busy)}
    </button>
  );
}
