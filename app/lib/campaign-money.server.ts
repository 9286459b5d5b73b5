import { progressBarPercent } from '../../domain/campaigns/campaign-rules';
import { convertCurrency, formatMoney } from '../../domain/shared/currency-conversion';
import { visitorCurrencyOf } from '../../domain/shared/visitor-region';

/**
 * A campaign's total and goal as its page shows them. Formatted here, in the visitor's language and beside it in
 * their own currency, so the browser needs no money tables.
 */
export function campaignMoneyOf(
  campaign: { campaignCurrency: string; goal: string | null },
  { totalRaised, testMoneyRaised }: { totalRaised: number; testMoneyRaised: number },
  locale: string,
  headers: Headers,
) {
  const currency = campaign.campaignCurrency;
  const goal = campaign.goal === null ? null : Number(campaign.goal);
  const visitorCurrency = visitorCurrencyOf(headers);
  const inVisitorCurrency = (amount: number) =>
    formatMoney(convertCurrency(amount, currency, visitorCurrency!), visitorCurrency!, locale, {
      approximate: true,
    });
  return {
    raised: formatMoney(totalRaised, currency, locale),
    testMoney: testMoneyRaised > 0 ? formatMoney(testMoneyRaised, currency, locale) : null,
    goal: goal === null ? null : formatMoney(goal, currency, locale),
    percent: progressBarPercent(totalRaised, goal),
    inVisitorCurrency:
      visitorCurrency && visitorCurrency !== currency
        ? {
            raised: inVisitorCurrency(totalRaised),
            goal: goal === null ? null : inVisitorCurrency(goal),
          }
        : null,
  };
}
