import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';

/**
 * One manage-card option's dialog (a bottom sheet on a phone, centered on a wide screen), opened by its `trigger`,
 * or, for a dialog loaded on demand, by a button outside it: then `returnFocus` gives focus back to that button.
 * Radix traps focus and closes on Escape.
 */
export function ManageDialog({
  trigger,
  returnFocus,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  /** The option's button, e.g. <button className="button-secondary w-full">Share with Recipient</button>. */
  trigger?: ReactNode;
  returnFocus?(): void;
  title: string;
  description: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  children: ReactNode;
}) {
  const { t } = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-stone-50 p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-200"
              aria-label={t(m.manage_close)}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mt-1 text-sm text-stone-700">{description}</div>
          </Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
