import { type ReactNode, useState } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { ManageDialog } from './manage-dialog';
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

/** A manage card option that asks first, in a dialog that says plainly what will happen, then takes the step. */
export function ConfirmStepButton({
  campaignId,
  step,
  label,
  title,
  children,
  confirmLabel,
}: ConfirmStepButtonProps) {
  const { t } = useMessages();
  const [open, setOpen] = useState(false);
  const { run, busy } = useLifecycleStep(campaignId, step);

  async function confirm() {
    if (await run()) setOpen(false);
  }

  return (
    <ManageDialog
      trigger={
        <button type="button" className="button-secondary w-full">
          {label}
        </button>
      }
      title={title}
      description={<div className="space-y-2 text-base text-stone-800">{children}</div>}
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="button-secondary" onClick={() => setOpen(false)} disabled={busy}>
          {t(m.manage_cancel)}
        </button>
        <button type="button" className="button-primary" onClick={confirm} disabled={busy}>
          {busy ? t(m.manage_please_wait) : confirmLabel}
        </button>
      </div>
    </ManageDialog>
  );
}
