import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

/**
 * Contribute Now: a link to the giving page (/give/{id}), where the two ways to give are a page of their own and
 * the card wizard opens, resumes and comes back from the bank (decision 036). A reader's campaign page has no React
 * to open a dialog with, and one way to give is easier to keep than two.
 */
export function ContributeButton({ campaignId }: { campaignId: number }) {
  const words = usePageWords<CampaignWords>();
  return (
    <a href={`/give/${campaignId}`} className="button-primary w-full text-lg">
      {words.contributeNow}
    </a>
  );
}
