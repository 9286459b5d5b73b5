import { Form, Link } from 'react-router';
import type { AdminContributionDetails } from '../../../domain/admin/list-admin-contributions.server';
import { RejectionFields } from '../contribution/rejection-fields';
import { TextField } from '../forms/text-field';
import { useAdminFormFailure } from './admin-form-answer';
import { adminMoment } from './admin-format';
import { METHOD_LABELS, optionalMoney, PaymentStatusBadge } from './contribution-facts';

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
  if (!details) {
    return (
      <section aria-label="Contribution details" className="rounded-lg border border-stone-300 bg-white p-4">
        <p className="text-stone-700">Contribution not found.</p>
        <Link to={closeHref} className="button-secondary mt-3">
          Close
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
          Contribution #{gift.id} from {gift.contributorName}
        </h3>
        <Link to={closeHref} className="button-secondary min-h-11 px-3 py-1 text-sm">
          Close details
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <Fact label="Contributor">{gift.contributorName}</Fact>
        <Fact label="E-mail">{gift.contributorEmail}</Fact>
        <Fact label="Relationship">{gift.contributorRelationship}</Fact>
        <Fact label="Campaign">
          {gift.campaign.deceasedName} #{gift.campaign.id} (/{gift.campaign.customUrl})
          {gift.campaign.deletedAt && ' — deleted'}
        </Fact>
        <Fact label="Organizer">
          {gift.campaign.organizerName} ({gift.campaign.organizerEmail})
        </Fact>
        <Fact label="Amount">{money(gift.amount)}</Fact>
        <Fact label="Method">{METHOD_LABELS[gift.paymentMethod] ?? gift.paymentMethod}</Fact>
        <Fact label="Payment status">
          <PaymentStatusBadge status={gift.paymentStatus} />
        </Fact>
        <Fact label="Platform fee">{money(gift.platformFee)}</Fact>
        <Fact label="Processing fee">{money(gift.processingFee)}</Fact>
        <Fact label="Revenue">{money(gift.revenue)}</Fact>
        <Fact label="Date">{adminMoment(gift.createdAt)}</Fact>
        {!isWallet && (
          <>
            <Fact label="Stripe payment">{gift.stripePaymentIntentId}</Fact>
            <Fact label="Refunded">{money(gift.refundedAmount)}</Fact>
            {gift.refundFailedAt && <Fact label="Refund failed">{adminMoment(gift.refundFailedAt)}</Fact>}
            <Fact label="Dispute">
              {gift.disputeStatus
                ? `${gift.disputeStatus.replace(/_/g, ' ')} (${gift.disputedAmount} ${gift.currency}, ${adminMoment(gift.disputeUpdatedAt)})`
                : 'None'}
            </Fact>
          </>
        )}
        {isWallet && (
          <>
            <Fact label="Confirmation code">
              <span className="font-mono">{gift.confirmationCode}</span>
            </Fact>
            <Fact label="Wallet provider">{gift.walletProvider}</Fact>
            <Fact label="Sent at (giver's word)">{gift.mobileWalletDetails?.timestamp}</Fact>
            <Fact label="Review">
              {gift.reviewStatus?.replace(/_/g, ' ')}
              {gift.reviewedAt && ` by ${gift.reviewedByEmail ?? 'someone'}, ${adminMoment(gift.reviewedAt)}`}
            </Fact>
            <Fact label="Screenshot">
              {gift.screenshotUrl ? (
                <a
                  href={gift.screenshotUrl}
                  target="_blank"
                  rel="noopener"
                  className="inline-block underline"
                >
                  <img
                    src={gift.screenshotUrl}
                    alt={`Payment screenshot for contribution #${gift.id}`}
                    className="mt-1 max-h-48 rounded border border-stone-200"
                    loading="lazy"
                  />
                  Open the screenshot
                </a>
              ) : (
                'None attached'
              )}
            </Fact>
          </>
        )}
        <Fact label="Anonymous">{gift.isAnonymous ? 'Yes' : 'No'}</Fact>
        <Fact label="Amount hidden">{gift.hideAmount ? 'Yes' : 'No'}</Fact>
        <Fact label="Message">{gift.memory ?? gift.tribute}</Fact>
        <Fact label="Photos">
          {gift.photos.length === 0
            ? 'None'
            : gift.photos.map((photo) => (
                <a key={photo} href={photo} target="_blank" rel="noopener" className="block underline">
                  {photo}
                </a>
              ))}
        </Fact>
        <Fact label="Receipt sent">{adminMoment(gift.receiptSentAt)}</Fact>
        <Fact label="Payout status">{gift.payoutStatus}</Fact>
        <Fact label="Payout date">{adminMoment(gift.payoutDate)}</Fact>
        <Fact label="Payout amount">{money(gift.payoutAmount)}</Fact>
      </dl>
      {gift.reviewStatus === 'pending_review' && (
        // A second step, as for rejecting (issue 33 item 1): what confirming does before the button that does it.
        <details className="mt-4">
          <summary className="button-primary inline-flex min-h-11 cursor-pointer text-sm">
            Confirm wallet gift…
          </summary>
          <Form method="post" className="mt-3 grid max-w-md gap-3">
            <input type="hidden" name="intent" value="contribution.confirm" />
            <input type="hidden" name="contributionId" value={gift.id} />
            <p className="text-sm text-stone-800">
              Only confirm once the money is seen in the recipient's wallet. The gift then counts toward the
              campaign's total, shows in the payout statement as received directly by the family, and its
              message shows on the page.{' '}
              {gift.contributorEmail
                ? 'The giver gets a receipt by e-mail.'
                : 'The giver left no e-mail address, so no receipt is sent.'}
            </p>
            <button type="submit" className="button-primary justify-self-start">
              Confirm this gift
            </button>
          </Form>
        </details>
      )}
      {gift.reviewStatus === 'pending_review' && (
        <details className="mt-3">
          <summary className="button-secondary inline-flex min-h-11 cursor-pointer text-sm">
            Reject wallet gift…
          </summary>
          <Form method="post" className="mt-3 grid max-w-md gap-3">
            <input type="hidden" name="intent" value="contribution.reject" />
            <input type="hidden" name="contributionId" value={gift.id} />
            <RejectionFields
              idPrefix={`contribution-${gift.id}-reject`}
              giverHasEmail={!!gift.contributorEmail}
            />
            <button type="submit" className="button-primary justify-self-start">
              Reject this gift
            </button>
          </Form>
        </details>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-stone-800">Update payout</summary>
        <PayoutForm gift={gift} today={today} />
      </details>
    </section>
  );
}

function PayoutForm({ gift, today }: { gift: AdminContributionDetails; today: string }) {
  const failure = useAdminFormFailure('contribution.payout', 'contributionId', gift.id);
  const idOf = (field: string) => `contribution-${gift.id}-${field}`;
  return (
    <Form method="post" className="mt-3 grid max-w-md gap-3">
      <input type="hidden" name="intent" value="contribution.payout" />
      <input type="hidden" name="contributionId" value={gift.id} />
      <div>
        <label htmlFor={idOf('status')} className="mb-1 block text-sm font-medium text-stone-800">
          Payout status
        </label>
        <select
          id={idOf('status')}
          name="payoutStatus"
          defaultValue={failure?.values.payoutStatus ?? gift.payoutStatus}
          className="min-h-11 rounded-lg border border-stone-300 px-2"
        >
          <option value="pending">Pending</option>
          <option value="completed">Completed</option>
        </select>
      </div>
      <TextField
        id={idOf('date')}
        name="payoutDate"
        type="date"
        label="Payout date"
        max={today}
        defaultValue={failure?.values.payoutDate ?? gift.payoutDate?.slice(0, 10) ?? ''}
        error={failure?.fieldErrors.payoutDate}
      />
      <TextField
        id={idOf('amount')}
        name="payoutAmount"
        label={`Payout amount (${gift.currency})`}
        hint={`No more than the contribution, ${gift.amount} ${gift.currency}`}
        inputMode="decimal"
        defaultValue={failure?.values.payoutAmount ?? gift.payoutAmount ?? ''}
        error={failure?.fieldErrors.payoutAmount}
      />
      <button type="submit" className="button-primary justify-self-start">
        Save payout
      </button>
    </Form>
  );
}
