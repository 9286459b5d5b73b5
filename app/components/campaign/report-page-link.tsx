import { reportPagePathOf } from '../../../domain/campaigns/campaign-rules';
import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';

/** Issue 34: "Report this page", a plain link to a page of its own (no script), its words from the loader. */
export function ReportPageLink({ campaignId }: { campaignId: number }) {
  const words = usePageWords<CampaignWords>();
  return (
    <p className="text-center text-sm">
      <a href={reportPagePathOf(campaignId)} className="text-stone-600 underline">
        {words.reportPage}
      </a>
    </p>
  );
}
