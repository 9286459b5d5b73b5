import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

interface RecipientBoxProps {
  /** Made by the loader: "Spouse" (or the free text typed for "other"), the country's name and flag, the payout. */
  labels: {
    recipientRelationship: string | null;
    recipientCountry: string | null;
    recipientCountryFlag: string | null;
    recipientPayoutMethod: string | null;
  };
}

/** Who receives the money: the nominated recipient, never the organizer. */
export function RecipientBox({ labels }: RecipientBoxProps) {
  const words = usePageWords<CampaignWords>();
  const relationship = labels.recipientRelationship;
  const payout = labels.recipientPayoutMethod;
  return (
    <section
      aria-labelledby="recipient-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2 id="recipient-heading" className="flex items-center gap-2 font-semibold text-brand-900">
        {words.fundsGoTo}
      </h2>
      <dl className="mt-3 grid gap-1 text-sm text-stone-800">
        {relationship && (
          <div>
            <dt className="inline text-stone-600">{words.relationshipTo}</dt>
            <dd className="inline">{relationship}</dd>
          </div>
        )}
        {labels.recipientCountry && (
          <div>
            <dt className="inline text-stone-600">{words.country}</dt>
            <dd className="inline">
              <span aria-hidden="true">{labels.recipientCountryFlag} </span>
              {labels.recipientCountry}
            </dd>
          </div>
        )}
        {payout && (
          <div>
            <dt className="inline text-stone-600">{words.receivesBy}</dt>
            <dd className="inline">{payout}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-stone-700">{words.recipientNote}</p>
    </section>
  );
}
