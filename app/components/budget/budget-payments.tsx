import { Form } from 'react-router';
import { m } from '../../../paraglide/messages';
import type { FormFailure } from '../../lib/form-result.server';
import { useMessages } from '../../lib/i18n';
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
  const { t } = useMessages();
  const recordFailure = failureFor(failure, 'record-payment');
  return (
    <section aria-labelledby="budget-payments-heading">
      <h2 id="budget-payments-heading" className="font-serif text-xl font-bold">
        {t(m.budget_payments_heading)}
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-stone-700">{t(m.family_budget_no_payments)}</p>
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
            const what = t(m.family_budget_payment_subject, {
              paidTo: payment.paidTo,
              amount: payment.amount,
            });
            return (
              <li
                key={payment.id}
                className={`rounded-lg border border-stone-200 p-4 ${payment.removed ? 'bg-stone-100' : 'bg-white'}`}
              >
                <p className={payment.removed ? 'line-through' : 'font-semibold'}>
                  {t(m.family_budget_payment_line, { amount: payment.amount, paidTo: payment.paidTo })}
                </p>
                <p className="text-sm text-stone-600">
                  {payment.lineName} · {payment.paidOnText}
                  {payment.edited && ` · ${t(m.budget_edited)}`}
                  {payment.removed && ` · ${t(m.budget_removed)}`}
                </p>
                {payment.receipt && (
                  <a
                    href={payment.receipt}
                    aria-label={t(m.family_budget_open_receipt_for, { what })}
                    className="mt-1 inline-block text-sm font-medium text-amber-800 underline"
                  >
                    {t(m.family_budget_open_receipt)}
                  </a>
                )}
                {!payment.removed && (
                  <>
                    <RowAction
                      label={t(m.family_budget_edit)}
                      subject={what}
                      intent="edit-payment"
                      idName="paymentId"
                      id={payment.id}
                      refused={editFailure !== undefined}
                      alert={alertOf(editFailure)}
                      submit={t(m.family_save_changes)}
                      busy={busy}
                      multipart
                    >
                      <p className="text-sm text-stone-700">{t(m.family_budget_will_show_edited)}</p>
                      <PaymentFields
                        failure={editFailure}
                        payment={payment}
                        lines={lines}
                        currency={currency}
                        today={today}
                      />
                    </RowAction>
                    <RowAction
                      label={t(m.family_budget_remove)}
                      subject={what}
                      intent="remove-payment"
                      idName="paymentId"
                      id={payment.id}
                      refused={removeFailure !== undefined}
                      alert={removeFailure?.message}
                      submit={t(m.family_budget_remove_payment)}
                      busy={busy}
                      danger
                    >
                      <p className="text-sm text-stone-700">{t(m.family_budget_remove_payment_text)}</p>
                    </RowAction>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="mt-6 font-semibold">{t(m.family_budget_record_heading)}</h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-stone-700">{t(m.family_budget_record_first)}</p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="record-payment" />
          <FormAlert message={alertOf(recordFailure)} />
          <PaymentFields failure={recordFailure} lines={lines} currency={currency} today={today} />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={busy}>
            {t(m.family_budget_record_submit)}
          </button>
        </Form>
      )}
    </section>
  );
}
