import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { FormEvent } from 'react';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { RejectionFields } from './rejection-fields';

/**
 * The second step before a wallet gift is rejected (issue 33 item 1): what happens, and why. A modal dialog (focus
 * kept inside, Escape closes, focus back on the gift's Reject button).
 */
export function RejectGiftDialog({
  gift,
  busy,
  onReject,
  onClose,
}: {
  gift: { id: number; name: string; amountText: string; hasEmail: boolean } | null;
  busy: boolean;
  onReject(rejection: { reason: string; note: string }): void;
  onClose(): void;
}) {
  const { t } = useMessages();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onReject({ reason: String(form.get('reason') ?? ''), note: String(form.get('note') ?? '') });
  }
  return (
    <Dialog.Root open={gift !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-stone-50 p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl font-bold">
              {gift && t(m.reject_title, { name: gift.name, amount: gift.amountText })}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-stone-600 hover:bg-stone-200"
              aria-label={t(m.manage_close)}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t(m.reject_description)}</Dialog.Description>
          {gift && (
            <form onSubmit={submit} className="mt-4 grid gap-3">
              <RejectionFields idPrefix={`reject-gift-${gift.id}`} giverHasEmail={gift.hasEmail} />
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="button-primary" disabled={busy}>
                  {busy ? t(m.reject_busy) : t(m.reject_submit)}
                </button>
                <Dialog.Close className="button-secondary">{t(m.reject_keep_waiting)}</Dialog.Close>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
