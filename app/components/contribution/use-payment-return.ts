import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { type PaidOutcome, recordPayment } from './payment-outcome';
import { takePaymentReturn } from './payment-return';
import { isBackFromPayment } from './wizard-draft';

/**
 * A giver back from a redirect (payment-return.ts): the return is taken off the address, the server is asked to
 * record the payment, and the wizard then shows its outcome. A refused payment leaves the wizard where it was, with
 * the reason in a notice. True while the answer is awaited.
 */
export function usePaymentReturn(onPaid: (outcome: PaidOutcome) => void) {
  const [checking, setChecking] = useState(isBackFromPayment);
  const asking = useRef(false);
  const paid = useEffectEvent(onPaid);
  const locale = useLocale();
  const record = useEffectEvent((paymentIntentId: string, status: string) =>
    recordPayment(paymentIntentId, status, locale),
  );

  useEffect(() => {
    // Taken once: a second run (React's development double effects) finds the address already clean.
    const paymentReturn = takePaymentReturn();
    if (!paymentReturn) {
      if (!asking.current) setChecking(false);
      return;
    }
    asking.current = true;
    void record(paymentReturn.paymentIntentId, paymentReturn.redirectStatus).then((outcome) => {
      setChecking(false);
      if (outcome) paid(outcome);
    });
  }, []);

  return checking;
}
