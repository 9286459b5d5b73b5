import { CreditCard, Smartphone, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';

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

const choiceClass =
  'flex w-full items-start gap-4 rounded-xl border border-stone-300 bg-white p-4 text-left hover:border-brand-600 hover:bg-brand-50';

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
              Contribute in memory of {deceasedName}
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-600 hover:bg-stone-200" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            Choose how you would like to give.
          </Dialog.Description>
          <div className="mt-5 grid gap-3">
            <Link
              to={`/mobile-wallet/${campaignId}`}
              className={choiceClass}
              onClick={() => onOpenChange(false)}
            >
              <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">Mobile Wallet</span>
                <span className="block text-sm text-stone-700">
                  Send mobile money straight to the recipient. No platform fees.
                </span>
              </span>
            </Link>
            <button
              type="button"
              className={choiceClass}
              onClick={onChooseCard}
              onPointerEnter={onCardHover}
              onFocus={onCardHover}
            >
              <CreditCard aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold">Debit/Credit Card</span>
                <span className="block text-sm text-stone-700">Give from anywhere in the world by card.</span>
              </span>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
