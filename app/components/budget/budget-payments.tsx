import { Form } from 'react-router';
import type { FormFailure } from '../../lib/form-result.server';
import { FormAlert } from '../forms/form-alert';
import { alertOf, failureFor, type Line, type Payment, PaymentFields } from './budget-form-fields';
import { RowAction } from './row-action';

export type ShownPayment = Payment & {
  lineName: string;
  amount: string;
  paidOnText: string;
  edited: boolean;
  removed: boolean;
};

/** The family's payments, newest first (removed ones struck through and kept), and the form to record one. */
export function BudgetPayments({
  payments,
  lines,
  currency,
  today,
  failure,
  busy,
}: {
  payments: ShownPayment[];
  lines: Line[];
  currency: string;
  today: string;
  failure: FormFailure | undefined;
  busy: boolean;
}) {
  const recordFailure = failureFor(failure, 'record-payment');
  return (
    <section aria-labelledby="budget-payments-heading">
      <h2 id="budget-payments-heading" className="font-serif text-xl font-bold">
        What was paid
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-stone-700">No payments recorded yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {payments.map((payment) => {
            const editFailure = failureFor(failure, 'edit-payment', {
              name: 'paymentId',
              value: payment.id,
            });
            const removeFailure = failureFor(failure, 'remove-payment', {
              name: 'paymentId',
              value: payment.id,
            });
            const what = `${payment.paidTo}, ${payment.amount}`;
            return (
              <li
                key={payment.id}
                className={`rounded-lg border border-stone-200 p-4 ${payment.removed ? 'bg-stone-100' : 'bg-white'}`}
              >
                <p className={payment.removed ? 'line-through' : 'font-semibold'}>
                  {payment.amount} · {payment.paidTo}
                </p>
                <p className="text-sm text-stone-600">
                  {payment.lineName} · {payment.paidOnText}
                  {payment.edited && ' · edited'}
                  {payment.removed && ' · removed, not counted'}
                </p>
                {payment.receipt && (
                  <a
                    href={payment.receipt}
                    className="mt-1 inline-block text-sm font-medium text-amber-800 underline"
                  >
                    Open the receipt<span className="sr-only"> for {what}</span>
                  </a>
                )}
                {!payment.removed && (
                  <>
                    <RowAction
                      label="Edit"
                      subject={what}
                      intent="edit-payment"
                      idName="paymentId"
                      id={payment.id}
                      refused={editFailure !== undefined}
                      alert={alertOf(editFailure)}
                      submit="Save changes"
                      busy={busy}
                      multipart
                    >
                      <p className="text-sm text-stone-700">The page will show this payment as edited.</p>
                      <PaymentFields
                        failure={editFailure}
                        payment={payment}
                        lines={lines}
                        currency={currency}
                        today={today}
                      />
                    </RowAction>
                    <RowAction
                      label="Remove"
                      subject={what}
                      intent="remove-payment"
                      idName="paymentId"
                      id={payment.id}
                      refused={removeFailure !== undefined}
                      alert={removeFailure?.message}
                      submit="Remove this payment"
                      busy={busy}
                      danger
                    >
                      <p className="text-sm text-stone-700">It stops counting and stays listed as removed.</p>
                    </RowAction>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 font-semibold">Record a payment</h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-stone-700">Add a planned cost first: each payment goes against one.</p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="record-payment" />
          <FormAlert message={alertOf(recordFailure)} />
          <PaymentFields failure={recordFailure} lines={lines} currency={currency} today={today} />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            Record payment
          </button>
        </Form>
      )}
    </section>
  );
}
