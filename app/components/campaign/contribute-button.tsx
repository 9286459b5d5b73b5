import { lazy, Suspense, useRef, useState } from 'react';

const loadChooser = () => import('./payment-chooser-dialog');
const PaymentChooserDialog = lazy(loadChooser);

interface ContributeButtonProps {
  campaignId: number;
  deceasedName: string;
}

/** Contribute Now: the payment chooser (and what it opens) loads only when someone means to give. */
export function ContributeButton({ campaignId, deceasedName }: ContributeButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button-primary w-full text-lg"
        onPointerEnter={loadChooser}
        onFocus={loadChooser}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Contribute Now
      </button>
      {requested && (
        <Suspense fallback={null}>
          <PaymentChooserDialog
            open={open}
            onOpenChange={setOpen}
            campaignId={campaignId}
            deceasedName={deceasedName}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
