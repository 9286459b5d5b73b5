import { ShareCard } from '../../campaign/share-card';
import { focusOnMount, StepQuestion } from './step-parts';

export function IntroStep({ deceasedName, onBegin }: { deceasedName: string; onBegin: () => void }) {
  return (
    <>
      <StepQuestion>Honor {deceasedName}</StepQuestion>
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

/**
 * The end of a paid gift. `pending`: a delayed method the bank is still confirming (days for a bank debit); the
 * receipt is sent, and the gift counted, when Stripe's webhook says it succeeded. Amount and e-mail are unknown
 * (null, '') after a return from the bank in a tab that had not kept the answers.
 */
export function SuccessStep({
  pending,
  firstName,
  amountLabel,
  deceasedName,
  sharePath,
  email,
  onClose,
}: {
  pending: boolean;
  firstName: string;
  amountLabel: string | null;
  deceasedName: string;
  sharePath: string | null;
  email: string;
  onClose: () => void;
}) {
  const gift = `Your contribution${amountLabel ? ` of ${amountLabel}` : ''} in memory of ${deceasedName}`;
  const to = email ? ` to ${email}` : '';
  return (
    <div className="space-y-4 text-center">
      {pending ? (
        <>
          <StepQuestion>Your bank is confirming the payment</StepQuestion>
          <p>
            Thank you{firstName ? `, ${firstName}` : ''}. {gift} is waiting for your bank, which can take a
            few days. Once it is confirmed we send your receipt{to}, and your gift appears on the page.
          </p>
        </>
      ) : (
        <>
          <StepQuestion>Thank you{firstName ? `, ${firstName}` : ''}</StepQuestion>
          <p>
            {gift} has been received. A receipt is on its way{to || ' to your email'}.
          </p>
        </>
      )}
      {sharePath && (
        <div className="text-left">
          <p className="mb-3">
            One more way to help: share the page, so more of the people who knew {deceasedName} can find it.
          </p>
          <ShareCard
            url={new URL(sharePath, window.location.origin).href}
            deceasedName={deceasedName}
            allowSharing
          />
        </div>
      )}
      <button ref={focusOnMount} type="button" className="button-primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** A giver back from their bank's page, while the server checks the payment. */
export function ConfirmingPaymentStep() {
  return (
    <div className="space-y-4 text-center">
      <StepQuestion takesFocus>Confirming your payment...</StepQuestion>
      <p aria-live="polite">This takes a moment. Please keep this page open.</p>
    </div>
  );
}
