import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { ForgotPasswordForm } from './forgot-password-form';

/** Loaded only when someone opens it (most people sign in without it). */
export default function ForgotPasswordDialog({
  open,
  onOpenChange,
  onSent,
  defaultEmail,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
  defaultEmail?: string;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-left shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="font-serif text-2xl font-bold">{t(m.forgot_dialog_title)}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-stone-700">
            {t(m.forgot_dialog_description)}
          </Dialog.Description>
          <ForgotPasswordForm onSent={onSent} defaultEmail={defaultEmail} />
          <Dialog.Close className="absolute top-3 right-3 flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t(m.forgot_close)}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
