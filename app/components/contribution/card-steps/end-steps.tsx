import { focusOnMount, StepQuestion } from './step-parts';

export function IntroStep({ deceasedName, onBegin }: { deceasedName: string; onBegin: () => void }) {
  return (
    <>
      <StepQuestion>Honour {deceasedName}</StepQuestion>
      <p>
        Your gift goes to the person the family chose to receive funds. A few short questions, then the
        payment. You will see every fee before you pay.
      </p>
      <button ref={focusOnMount} type="button" className="button-primary w-full" onClick={onBegin}>
        Begin
      </button>
    </>
  );
}

export function SuccessStep({
  firstName,
  amountLabel,
  deceasedName,
  email,
  onClose,
}: {
  firstName: string;
  amountLabel: string;
  deceasedName: string;
  email: string;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4 text-center">
      <StepQuestion>Thank you{firstName ? `, ${firstName}` : ''}</StepQuestion>
      <p>
        Your contribution of {amountLabel} in memory of {deceasedName} has been received. A receipt is on its
        way to {email}.
      </p>
      <button ref={focusOnMount} type="button" className="button-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
