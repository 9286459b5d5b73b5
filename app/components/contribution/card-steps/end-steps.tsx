import { m } from '../../../../paraglide/messages';
import { useLocale, useMessages } from '../../../lib/i18n';
import { ShareCard } from '../../campaign/share-card';
import { shareWordsIn } from '../../campaign/share-words';
import type { PaidOutcome } from '../payment-outcome';
import { focusOnMount, StepQuestion } from './step-parts';

export function IntroStep({ deceasedName, onBegin }: { deceasedName: string; onBegin: () => void }) {
  const { t } = useMessages();
  return (
    <>
      <StepQuestion>{t(m.wizard_intro_title, { name: deceasedName })}</StepQuestion>
      <p>{t(m.wizard_intro_text)}</p>
      <button ref={focusOnMount} type="button" className="button-primary w-full" onClick={onBegin}>
        {t(m.wizard_begin)}
      </button>
    </>
  );
}

/**
 * The end of a gift. `processing`: a delayed method the bank is still confirming (days for a bank debit);
 * `waiting`: a voucher or bank transfer the giver pays outside the page. Either way the receipt is sent, and the
 * gift counted, when Stripe's webhook says it succeeded. Amount and e-mail are unknown (null, '') after a return
 * from the bank in a tab that had not kept the answers.
 */
export function SuccessStep({
  outcome,
  instructionsUrl = null,
  firstName,
  amountLabel,
  deceasedName,
  sharePath,
  email,
  onClose,
}: {
  outcome: PaidOutcome;
  instructionsUrl?: string | null;
  firstName: string;
  amountLabel: string | null;
  deceasedName: string;
  sharePath: string | null;
  email: string;
  onClose: () => void;
}) {
  const locale = useLocale();
  const gift = `Your contribution${amountLabel ? ` of ${amountLabel}` : ''} in memory of ${deceasedName}`;
  const to = email ? ` to ${email}` : '';
  const thanks = `Thank you${firstName ? `, ${firstName}` : ''}.`;
  return (
    <div className="space-y-4 text-center">
      {outcome === 'waiting' && (
        <>
          <StepQuestion>Waiting for your payment</StepQuestion>
          <p>
            {thanks} {gift} is waiting for you to pay it. Use the reference and amount you were just shown, at
            your bank or a cash machine, before they expire. Nothing is taken until you pay.
          </p>
          {instructionsUrl && (
            <p>
              <a href={instructionsUrl} target="_blank" rel="noopener noreferrer" className="underline">
                See the payment details again
              </a>
            </p>
          )}
          <p>Once the money arrives, which can take a few days, we send your receipt{to}.</p>
        </>
      )}
      {outcome === 'processing' && (
        <>
          <StepQuestion>Your bank is confirming the payment</StepQuestion>
          <p>
            {thanks} {gift} is waiting for your bank, which can take a few days. Once it is confirmed we send
            your receipt{to}, and your gift appears on the page.
          </p>
        </>
      )}
      {outcome === 'succeeded' && (
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
            allowSharing
            words={shareWordsIn(locale)}
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
