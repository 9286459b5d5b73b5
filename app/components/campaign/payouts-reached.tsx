import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

/**
 * "On 5 December 2026, KES 184,300.00 reached Akinyi, the family's nominated recipient." once per completed payout
 * (issue 29): givers see the money arrive. The sentences are made by the loader from the ledger's payouts.
 */
export function PayoutsReached({ sentences }: { sentences: string[] }) {
  const words = usePageWords<CampaignWords>();
  if (sentences.length === 0) return null;
  return (
    <ul aria-label={words.payoutsReachedLabel} className="mt-3 space-y-1 text-sm text-stone-700">
      {sentences.map((sentence, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: payouts only ever append, and two may read the same.
        <li key={index} data-testid="payout-reached">
          {sentence}
        </li>
      ))}
    </ul>
  );
}
