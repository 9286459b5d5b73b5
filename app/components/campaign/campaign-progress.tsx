import type { CampaignWords } from '../../lib/campaign-words.server';
import { usePageWords } from '../../lib/page-words';
import { TestMoneyNote } from '../ui/test-money-note';

interface CampaignProgressProps {
  money: {
    raised: string;
    goal: string | null;
    percent: number | null;
    inVisitorCurrency: { raised: string; goal: string | null } | null;
  };
}

/** Raised so far (and the goal) in the campaign's currency, with the visitor's own currency beside it. */
export function CampaignProgress({ money }: CampaignProgressProps) {
  const words = usePageWords<CampaignWords>();
  return (
    <div>
      <p className="text-3xl font-bold text-stone-900" data-testid="total-raised">
        {money.raised}
      </p>
      <p className="mt-1 text-stone-700">
        {words.raised} · {words.contributions}
      </p>
      {words.testMoney && <TestMoneyNote text={words.testMoney} />}
      {words.inYourCurrency && (
        <p className="mt-1 text-sm text-stone-600" data-testid="visitor-currency-total">
          {words.inYourCurrency}
        </p>
      )}
      {money.percent !== null && (
        <div
          className="mt-4 h-3 overflow-hidden rounded-full bg-stone-200"
          role="progressbar"
          aria-label={words.goalLabel}
          aria-valuenow={money.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={words.goalPercent ?? undefined}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${money.percent}%` }} />
        </div>
      )}
    </div>
  );
}
