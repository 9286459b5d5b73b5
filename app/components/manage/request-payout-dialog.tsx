import { type FormEvent, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  NOMINEE_CHANGE_REASON_MAX_LENGTH,
  PAYOUT_REQUEST_CONFLICTS,
  type PayoutRequestType,
  type PayoutStatement,
  payableCardLines,
} from '../../../domain/payouts/payout-request';
import { m } from '../../../paraglide/messages';
import { postJson, sendJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { FormAlert } from '../forms/form-alert';
import { TextAreaField } from '../forms/text-field';
import { ManageDialog } from './manage-dialog';
import { Statement, TestMoney, WalletGifts } from './payout-statement-summary';

export interface RequestPayoutDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialType: PayoutRequestType;
  /** False once a payout was requested: only a nominee change is left to ask for. */
  payoutAllowed: boolean;
  campaignId: number;
  deceasedName: string;
  onPayoutRequested(): void;
  /** The dialog is opened by a button outside it (not a Radix trigger): give focus back to it on close. */
  returnFocus(): void;
}

/** Spec part 2 §8: the toasts of a request, and its two failures. */
const OUTCOME = {
  payout: {
    title: m.payout_request_submitted,
    description: m.payout_request_submitted_text,
    failure: m.payout_request_failed,
  },
  'nominee-change': {
    title: m.payout_request_nominee_submitted,
    description: undefined,
    failure: m.payout_request_nominee_failed,
  },
} satisfies Record<PayoutRequestType, unknown>;

const REASON_ID = 'nominee-change-reason';

/** Choose a payout (with its statement) or a nominee change (with its reason), then send the request. */
export default function RequestPayoutDialog({
  open,
  onOpenChange,
  initialType,
  payoutAllowed,
  campaignId,
  deceasedName,
  onPayoutRequested,
  returnFocus,
}: RequestPayoutDialogProps) {
  const { t } = useMessages();
  const [type, setType] = useState<PayoutRequestType>(initialType);
  const [statement, setStatement] = useState<PayoutStatement | null>(null);
  const [statementFailed, setStatementFailed] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!open) return;
    setType(initialType);
    setFailure(undefined);
    setReasonError(undefined);
    // Once a payout was requested only a nominee change is left, which needs no statement.
    if (!payoutAllowed) return;
    let current = true;
    void sendJson<{ statement: PayoutStatement }>('GET', `/api/campaigns/${campaignId}/payout-statement`)
      .then((answer) => {
        if (!current) return;
        setStatementFailed(!answer.ok);
        if (answer.ok) setStatement(answer.body.statement);
      })
      .catch(() => current && setStatementFailed(true));
    return () => {
      current = false;
    };
  }, [open, initialType, campaignId, payoutAllowed]);

  const nothingToPay = statement !== null && payableCardLines(statement).length === 0;
  const canSubmit =
    !sending && (type === 'nominee-change' ? true : payoutAllowed && statement !== null && !nothingToPay);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setFailure(undefined);
    setReasonError(undefined);
    if (type === 'nominee-change' && !reason.trim()) {
      setReasonError(t(m.payout_error_reason));
      document.getElementById(REASON_ID)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postJson('/api/campaigns/request-payout', {
        campaignId,
        type,
        ...(type === 'nominee-change' && { reason }),
      });
      if (!answer.ok) {
        const fieldError = answer.body.fieldErrors?.reason;
        // A field's error is shown with the field; anything else above the button.
        setReasonError(fieldError);
        setFailure(fieldError ? undefined : answer.body.message);
        // Someone (the organizer or the recipient) asked first: the button now says so. The other refusals
        // (nothing left to pay, a nominee change already waiting) leave it as it is, their words above the button.
        if (answer.body.code === PAYOUT_REQUEST_CONFLICTS.alreadyRequested) onPayoutRequested();
        toast({ title: t(m.manage_error), description: t(OUTCOME[type].failure), variant: 'destructive' });
        return;
      }
      const outcome = OUTCOME[type];
      toast({ title: t(outcome.title), description: outcome.description && t(outcome.description) });
      if (type === 'payout') onPayoutRequested();
      setReason('');
      onOpenChange(false);
      void revalidator.revalidate();
    } catch {
      toast({ title: t(m.manage_error), description: t(OUTCOME[type].failure), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const choiceClass =
    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  return (
    <ManageDialog
      title={t(m.payout_request_payout)}
      description={<p>{t(m.payout_request_intro, { name: deceasedName })}</p>}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t(m.payout_request_question)}</legend>
          {payoutAllowed && (
            <label className={choiceClass}>
              <input
                type="radio"
                name="type"
                value="payout"
                checked={type === 'payout'}
                onChange={() => setType('payout')}
                className="size-4 accent-brand-700"
              />
              <span>{t(m.payout_request_choice_payout)}</span>
            </label>
          )}
          <label className={choiceClass}>
            <input
              type="radio"
              name="type"
              value="nominee-change"
              checked={type === 'nominee-change'}
              onChange={() => setType('nominee-change')}
              className="size-4 accent-brand-700"
            />
            <span>{t(m.payout_request_choice_nominee)}</span>
          </label>
        </fieldset>

        {type === 'payout' ? (
          <section
            aria-label={t(m.payout_request_statement)}
            aria-busy={statement === null && !statementFailed}
            className="grid gap-3"
          >
            {statementFailed ? (
              <FormAlert message={t(m.payout_request_statement_failed)} />
            ) : statement === null ? (
              <p className="text-sm text-stone-700">{t(m.payout_request_statement_loading)}</p>
            ) : (
              <>
                <Statement statement={statement} />
                <WalletGifts statement={statement} />
                <TestMoney statement={statement} />
              </>
            )}
          </section>
        ) : (
          <TextAreaField
            id={REASON_ID}
            label={t(m.payout_request_reason)}
            name="reason"
            rows={4}
            maxLength={NOMINEE_CHANGE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            hint={t(m.payout_request_reason_hint)}
            required
          />
        )}

        <FormAlert message={failure} />
        <button type="submit" className="button-primary w-full" disabled={!canSubmit}>
          {sending
            ? t(m.payout_request_sending)
            : type === 'payout'
              ? t(m.payout_request_payout)
              : t(m.payout_request_nominee_change)}
        </button>
      </form>
    </ManageDialog>
  );
}
