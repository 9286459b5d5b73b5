interface RecipientBoxProps {
  deceasedName: string;
  recipientName: string;
  /** Already a label ("Spouse", or the free text typed for "other"). */
  recipientRelationship: string | null;
  recipientCountryName: string | null;
  recipientCountryFlag: string | null;
  recipientPayoutMethod: string | null;
  organizerName: string;
}

/** Who receives the money: the nominated recipient, never the organizer. */
export function RecipientBox(props: RecipientBoxProps) {
  const relationship = props.recipientRelationship;
  const payout = props.recipientPayoutMethod;
  return (
    <section
      aria-labelledby="recipient-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="recipient-heading" className="flex items-center gap-2 font-semibold text-brand-900">
        Funds go to {props.recipientName}
      </h2>
      <dl className="mt-3 grid gap-1 text-sm text-stone-800">
        {relationship && (
          <div>
            <dt className="inline text-stone-600">Relationship to {props.deceasedName}: </dt>
            <dd className="inline">{relationship}</dd>
          </div>
        )}
        {props.recipientCountryName && (
          <div>
            <dt className="inline text-stone-600">Country: </dt>
            <dd className="inline">
              <span aria-hidden="true">{props.recipientCountryFlag} </span>
              {props.recipientCountryName}
            </dd>
          </div>
        )}
        {payout && (
          <div>
            <dt className="inline text-stone-600">Receives funds by: </dt>
            <dd className="inline">{payout}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        {props.organizerName} organised this memorial and nominated {props.recipientName} as the trusted
        recipient. The organizer does not receive the funds.
      </p>
    </section>
  );
}
