import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { PaymentChoices } from '../contribution/payment-choices';

export interface PaymentChooserDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  campaignId: number;
  deceasedName: string;
  /** "Debit/Credit Card": the caller closes this dialog and opens the card contribution wizard. */
  onChooseCard(): void;
  /** Starts fetching the wizard's code as soon as the card choice is pointed at. */
  onCardHover(): void;
  /** The dialog is opened by a button outside it (not a Radix trigger): give focus back to it on close. */
  returnFocus(): void;
}

/** Spec part 2 §2: "Mobile Wallet" goes to /mobile-wallet/{id}; "Debit/Credit Card" opens the card wizard. */
export default function PaymentChooserDialog({
  open,
  onOpenChange,
  campaignId,
  deceasedName,
  onChooseCard,
  onCardHover,
  returnFocus,
}: PaymentChooserDialogProps) {
  const { t } = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-stone-50 p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-xl font-bold">
              {t(m.give_title, { name: deceasedName })}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-stone-600 hover:bg-stone-200"
              aria-label={t(m.give_close)}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{t(m.give_choose)}</Dialog.Description>
          <div className="mt-5">
            <PaymentChoices
              campaignId={campaignId}
              onChooseWallet={() => onOpenChange(false)}
              onChooseCard={onChooseCard}
              onCardHover={onCardHover}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
