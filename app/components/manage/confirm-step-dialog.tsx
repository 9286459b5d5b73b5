import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { type LifecycleStep, useLifecycleStep } from './use-lifecycle-step';

interface ConfirmStepButtonProps {
  campaignId: number;
  step: LifecycleStep;
  /** The manage card's option, e.g. "End Campaign". */
  label: string;
  title: string;
  /** What happens, in plain words. */
  children: ReactNode;
  confirmLabel: string;
}

/**
 * A manage card option that asks first: a dialog saying plainly what will happen (Radix: focus kept inside,
 * Escape closes, focus returns to the option), then the step itself.
 */
export function ConfirmStepButton({
  campaignId,
  step,
  label,
  title,
  children,
  confirmLabel,
}: ConfirmStepButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { run, busy } = useLifecycleStep(campaignId, step);

  async function confirm() {
    if (await run()) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger ref={trigger} className="button-secondary w-full">
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // After the step the option may be gone (ended, archived): then focus stays on the page.
            if (!trigger.current?.isConnected) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-stone-50 p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-stone-600 hover:bg-stone-200"
              aria-label="Close"
              disabled={busy}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-stone-800">{children}</div>
          </Dialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="button-secondary" disabled={busy}>
              Cancel
            </Dialog.Close>
            <button type="button" className="button-primary" onClick={confirm} disabled={busy}>
              {busy ? 'Please wait…' : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
