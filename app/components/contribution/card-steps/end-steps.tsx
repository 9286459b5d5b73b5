import { m } from '../../../../paraglide/messages';
import { useMessages } from '../../../lib/i18n';
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
  const { t, locale } = useMessages();
  const name = deceasedName;
  // Each sentence whole in the catalogue: with or without the amount and the address, which a return from the bank
  // in a tab that had not kept the answers does not know.
  const gift = (known: typeof m.wizard_received_gift, unknown: typeof m.wizard_received_gift_unknown) =>
    amountLabel ? t(known, { amount: amountLabel, name }) : t(unknown, { name });
  const receipt = (
    known: typeof m.wizard_received_receipt,
    unknown: typeof m.wizard_received_receipt_unknown,
  ) => (email ? t(known, { email }) : t(unknown));
  const thanks = firstName
    ? t(m.wizard_thanks_sentence_named, { name: firstName })
    : t(m.wizard_thanks_sentence);
  return (
    <div className="space-y-4 text-center">
      {outcome === 'waiting' && (
        <>
          <StepQuestion>{t(m.wizard_waiting_title)}</StepQuestion>
          <p>
            {thanks} {gift(m.wizard_waiting_gift, m.wizard_waiting_gift_unknown)} {t(m.wizard_waiting_how)}
          </p>
          {instructionsUrl && (
            <p>
              <a href={instructionsUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {t(m.wizard_waiting_details)}
              </a>
            </p>
          )}
          <p>{receipt(m.wizard_waiting_receipt, m.wizard_waiting_receipt_unknown)}</p>
        </>
      )}
      {outcome === 'processing' && (
        <>
          <StepQuestion>{t(m.wizard_processing_title)}</StepQuestion>
          <p>
            {thanks} {gift(m.wizard_processing_gift, m.wizard_processing_gift_unknown)}{' '}
            {receipt(m.wizard_processing_receipt, m.wizard_processing_receipt_unknown)}
          </p>
        </>
      )}
      {outcome === 'succeeded' && (
        <>
          <StepQuestion>
            {firstName ? t(m.wizard_thanks_named, { name: firstName }) : t(m.wizard_thanks)}
          </StepQuestion>
          <p>
            {gift(m.wizard_received_gift, m.wizard_received_gift_unknown)}{' '}
            {receipt(m.wizard_received_receipt, m.wizard_received_receipt_unknown)}
          </p>
        </>
      )}
      {sharePath && (
        <div className="text-left">
          <p className="mb-3">{t(m.wizard_share_invite, { name })}</p>
          <ShareCard
            url={new URL(sharePath, window.location.origin).href}
            allowSharing
            words={shareWordsIn(locale)}
          />
        </div>
      )}
      <button ref={focusOnMount} type="button" className="button-primary" onClick={onClose}>
        {t(m.give_close)}
      </button>
    </div>
  );
}

/** A giver back from their bank's page, while the server checks the payment. */
export function ConfirmingPaymentStep() {
  const { t } = useMessages();
  return (
    <div className="space-y-4 text-center">
      <StepQuestion takesFocus>{t(m.wizard_confirming_title)}</StepQuestion>
      <p aria-live="polite">{t(m.wizard_confirming_text)}</p>
    </div>
  );
}
