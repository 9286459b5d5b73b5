import { Form, Link } from 'react-router';
import type { AdminContributionDetails } from '../../../domain/admin/list-admin-contributions.server';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import type { Message } from '../../../domain/shared/locales';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { RejectionFields } from '../contribution/rejection-fields';
import { TextField } from '../forms/text-field';
import { useAdminFormFailure } from './admin-form-answer';
import { adminMoment, useStoredWord } from './admin-format';
import { METHOD_WORDS, optionalMoney, PaymentStatusBadge } from './contribution-facts';

/** A wallet gift's review, and a gift's payout status, as the admin reads them. */
const REVIEW_WORDS: Record<string, Message<object>> = {
  pending_review: m.admin_status_pending_review,
  confirmed: m.admin_status_confirmed,
  rejected: m.admin_status_rejected,
};
const PAYOUT_WORDS: Record<string, Message<object>> = {
  pending: m.admin_status_pending,
  completed: m.admin_status_completed,
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children ?? '—'}</dd>
    </>
  );
}

/** View Details of one gift (spec part 2 §7), with its payout form. */
export function DetailsPanel({
  details,
  today,
  closeHref,
}: {
  details: AdminContributionDetails | null;
  today: string;
  closeHref: string;
}) {
  const { t, locale } = useMessages();
  const word = useStoredWord();
  if (!details) {
    return (
      <section
        aria-label={t(m.admin_details_label)}
        className="rounded-lg border border-stone-300 bg-white p-4"
      >
        <p className="text-stone-700">{t(m.admin_details_not_found)}</p>
        <Link to={closeHref} className="button-secondary mt-3">
          {t(m.admin_close)}
        </Link>
      </section>
    );
  }
  const gift = details;
  const money = (amount: string | null) => optionalMoney(amount, gift.currency);
  const isWallet = gift.paymentMethod === 'mobile_wallet';
  return (
    <section
      aria-labelledby="contribution-details-heading"
      className="rounded-lg border border-stone-300 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="contribution-details-heading" className="font-serif text-xl font-bold text-stone-900">
          {t(m.admin_details_heading, { id: gift.id, name: gift.contributorName })}
        </h3>
        <Link to={closeHref} className="button-secondary min-h-11 px-3 py-1 text-sm">
          {t(m.admin_close_details)}
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <Fact label={t(m.admin_col_contributor)}>{gift.contributorName}</Fact>
        <Fact label={t(m.admin_fact_email)}>{gift.contributorEmail}</Fact>
        <Fact label={t(m.admin_fact_relationship)}>{gift.contributorRelationship}</Fact>
        <Fact label={t(m.admin_col_campaign)}>
          {gift.campaign.deceasedName} #{gift.campaign.id} (/{gift.campaign.customUrl})
          {gift.campaign.deletedAt && (
            <span className="block text-red-800">{t(m.admin_campaign_deleted)}</span>
          )}
        </Fact>
        <Fact label={t(m.admin_col_organizer)}>
          {gift.campaign.organizerName} ({gift.campaign.organizerEmail})
        </Fact>
        <Fact label={t(m.admin_col_amount)}>{money(gift.amount)}</Fact>
        <Fact label={t(m.admin_fact_method)}>{word(METHOD_WORDS, gift.paymentMethod)}</Fact>
        <Fact label={t(m.admin_fact_payment_status)}>
          <PaymentStatusBadge status={gift.paymentStatus} />
        </Fact>
        <Fact label={t(m.admin_fact_platform_fee)}>{money(gift.platformFee)}</Fact>
        <Fact label={t(m.admin_fact_processing_fee)}>{money(gift.processingFee)}</Fact>
        <Fact label={t(m.admin_col_revenue)}>{money(gift.revenue)}</Fact>
        <Fact label={t(m.admin_col_date)}>{adminMoment(gift.createdAt, locale)}</Fact>
        {!isWallet && (
          <>
            <Fact label={t(m.admin_fact_stripe)}>{gift.stripePaymentIntentId}</Fact>
            <Fact label={t(m.admin_fact_refunded)}>{money(gift.refundedAmount)}</Fact>
            {gift.refundFailedAt && (
              <Fact label={t(m.admin_fact_refund_failed)}>{adminMoment(gift.refundFailedAt, locale)}</Fact>
            )}
            <Fact label={t(m.admin_fact_dispute)}>
              {gift.disputeStatus
                ? t(m.admin_dispute, {
                    status: gift.disputeStatus.replace(/_/g, ' '),
                    amount: formatMoney(Number(gift.disputedAmount), gift.currency, locale),
                    when: adminMoment(gift.disputeUpdatedAt, locale),
                  })
                : t(m.admin_none)}
            </Fact>
          </>
        )}
        {isWallet && (
          <>
            <Fact label={t(m.admin_fact_confirmation_code)}>
              <span className="font-mono">{gift.confirmationCode}</span>
            </Fact>
            <Fact label={t(m.admin_fact_wallet_provider)}>{gift.walletProvider}</Fact>
            <Fact label={t(m.admin_fact_sent_at)}>{gift.mobileWalletDetails?.timestamp}</Fact>
            <Fact label={t(m.admin_fact_review)}>
              {gift.reviewStatus &&
                (gift.reviewedAt
                  ? t(m.admin_reviewed_by, {
                      status: word(REVIEW_WORDS, gift.reviewStatus),
                      who: gift.reviewedByEmail ?? t(m.admin_someone),
                      when: adminMoment(gift.reviewedAt, locale),
                    })
                  : word(REVIEW_WORDS, gift.reviewStatus))}
            </Fact>
            <Fact label={t(m.admin_fact_screenshot)}>
              {gift.screenshotUrl ? (
                <a
                  href={gift.screenshotUrl}
                  target="_blank"
                  rel="noopener"
                  className="inline-block underline"
                >
                  <img
                    src={gift.screenshotUrl}
                    alt={t(m.admin_screenshot_alt, { id: gift.id })}
                    className="mt-1 max-h-48 rounded border border-stone-200"
                    loading="lazy"
                  />
                  {t(m.admin_screenshot_open)}
                </a>
              ) : (
                t(m.admin_none_attached)
              )}
            </Fact>
          </>
        )}
        <Fact label={t(m.admin_fact_anonymous)}>{t(gift.isAnonymous ? m.admin_yes : m.admin_no)}</Fact>
        <Fact label={t(m.admin_fact_amount_hidden)}>{t(gift.hideAmount ? m.admin_yes : m.admin_no)}</Fact>
        <Fact label={t(m.admin_fact_message)}>{gift.memory ?? gift.tribute}</Fact>
        <Fact label={t(m.admin_fact_photos)}>
          {gift.photos.length === 0
            ? t(m.admin_none)
            : gift.photos.map((photo) => (
                <a key={photo} href={photo} target="_blank" rel="noopener" className="block underline">
                  {photo}
                </a>
              ))}
        </Fact>
        <Fact label={t(m.admin_fact_receipt_sent)}>{adminMoment(gift.receiptSentAt, locale)}</Fact>
        <Fact label={t(m.admin_fact_payout_status)}>
          {gift.payoutStatus && word(PAYOUT_WORDS, gift.payoutStatus)}
        </Fact>
        <Fact label={t(m.admin_fact_payout_date)}>{adminMoment(gift.payoutDate, locale)}</Fact>
        <Fact label={t(m.admin_fact_payout_amount)}>{money(gift.payoutAmount)}</Fact>
      </dl>
      {gift.reviewStatus === 'pending_review' && (
        // A second step, as for rejecting (issue 33 item 1): what confirming does before the button that does it.
        <details className="mt-4">
          <summary className="button-primary inline-flex min-h-11 cursor-pointer text-sm">
            {t(m.admin_confirm_wallet)}
          </summary>
          <Form method="post" className="mt-3 grid max-w-md gap-3">
            <input type="hidden" name="intent" value="contribution.confirm" />
            <input type="hidden" name="contributionId" value={gift.id} />
            <p className="text-sm text-stone-800">
              {t(m.admin_confirm_wallet_text)}{' '}
              {t(gift.contributorEmail ? m.admin_confirm_wallet_receipt : m.admin_confirm_wallet_no_receipt)}
            </p>
            <button type="submit" className="button-primary justify-self-start">
              {t(m.admin_confirm_gift)}
            </button>
          </Form>
        </details>
      )}
      {gift.reviewStatus === 'pending_review' && (
        <details className="mt-3">
          <summary className="button-secondary inline-flex min-h-11 cursor-pointer text-sm">
            {t(m.admin_reject_wallet)}
          </summary>
          <Form method="post" className="mt-3 grid max-w-md gap-3">
            <input type="hidden" name="intent" value="contribution.reject" />
            <input type="hidden" name="contributionId" value={gift.id} />
            <RejectionFields
              idPrefix={`contribution-${gift.id}-reject`}
              giverHasEmail={!!gift.contributorEmail}
            />
            <button type="submit" className="button-primary justify-self-start">
              {t(m.admin_reject_gift)}
            </button>
          </Form>
        </details>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-stone-800">
          {t(m.admin_update_payout)}
        </summary>
        <PayoutForm gift={gift} today={today} />
      </details>
    </section>
  );
}

function PayoutForm({ gift, today }: { gift: AdminContributionDetails; today: string }) {
  const { t, locale } = useMessages();
  const failure = useAdminFormFailure('contribution.payout', 'contributionId', gift.id);
  const idOf = (field: string) => `contribution-${gift.id}-${field}`;
  return (
    <Form method="post" className="mt-3 grid max-w-md gap-3">
      <input type="hidden" name="intent" value="contribution.payout" />
      <input type="hidden" name="contributionId" value={gift.id} />
      <div>
        <label htmlFor={idOf('status')} className="mb-1 block text-sm font-medium text-stone-800">
          {t(m.admin_fact_payout_status)}
        </label>
        <select
          id={idOf('status')}
          name="payoutStatus"
          defaultValue={failure?.values.payoutStatus ?? gift.payoutStatus}
          className="min-h-11 rounded-lg border border-stone-300 px-2"
        >
          <option value="pending">{t(m.admin_status_pending)}</option>
          <option value="completed">{t(m.admin_status_completed)}</option>
        </select>
      </div>
      <TextField
        id={idOf('date')}
        name="payoutDate"
        type="date"
        label={t(m.admin_fact_payout_date)}
        max={today}
        defaultValue={failure?.values.payoutDate ?? gift.payoutDate?.slice(0, 10) ?? ''}
        error={failure?.fieldErrors.payoutDate}
      />
      <TextField
        id={idOf('amount')}
        name="payoutAmount"
        label={t(m.admin_payout_amount_label, { currency: gift.currency })}
        hint={t(m.admin_payout_amount_hint, {
          amount: formatMoney(Number(gift.amount), gift.currency, locale),
        })}
        inputMode="decimal"
        defaultValue={failure?.values.payoutAmount ?? gift.payoutAmount ?? ''}
        error={failure?.fieldErrors.payoutAmount}
      />
      <button type="submit" className="button-primary justify-self-start">
        {t(m.admin_save_payout)}
      </button>
    </Form>
  );
}
