import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import type { Busy } from './step-input-props';
import type { StepKind } from './wizard-model';

/** The dialog's title, its close button (absent while creating) and the progress bar. */
export function DialogHeader({ percent, closable }: { percent: number; closable: boolean }) {
  const { t } = useMessages();
  return (
    <header className="border-b border-stone-200 bg-white px-4 py-3 sm:rounded-t-2xl">
      <div className="flex items-center justify-between gap-3">
        <div>
          <Dialog.Title className="font-serif text-lg font-bold text-stone-900">
            {t(m.create_title)}
          </Dialog.Title>
          <p className="text-sm text-stone-600">{t(m.create_subtitle)}</p>
        </div>
        {closable && (
          <Dialog.Close
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
            aria-label={t(m.create_close)}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        )}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={t(m.create_progress)}
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
        {t(m.create_progress_percent, { percent })}
      </p>
    </header>
  );
}

function usePrimaryLabel(kind: StepKind, deceased: string, busy: Busy): string {
  const { t } = useMessages();
  if (kind === 'create')
    return busy === 'checking' ? t(m.create_checking_details) : t(m.create_create_for, { deceased });
  if (kind === 'password') return t(m.create_account_and_launch);
  return busy === 'url-check' ? t(m.create_checking) : t(m.create_continue);
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
  const label = usePrimaryLabel(kind, deceased, busy);
  if (kind === 'payout' || kind === 'yes-no' || kind === 'terms') return <span className="flex-1" />;
  return (
    <button
      type="submit"
      className="button-primary ml-auto flex-1 sm:flex-none"
      disabled={disabled}
      autoFocus={kind === 'greeting' || kind === 'statement' || kind === 'create'}
    >
      {label}
    </button>
  );
}
