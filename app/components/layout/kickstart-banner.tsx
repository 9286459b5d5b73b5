import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { KICKSTART_THRESHOLD_USD, kickstartAmount } from '../../../domain/shared/currencies';
import { formatMoney } from '../../../domain/shared/currency-conversion';
import { m } from '../../../paraglide/messages';
import { useMessages } from '../../lib/i18n';
import { visitorCurrency } from '../../lib/visitor-currency';

function bannerAmounts(currencyCode: string) {
  const inCurrency = (amountUsd?: number) =>
    formatMoney(kickstartAmount(currencyCode, amountUsd), currencyCode, undefined, { whole: true });
  return { gift: inCurrency(), threshold: inCurrency(KICKSTART_THRESHOLD_USD) };
}

/** Server renders the US dollar amount; the browser switches to the visitor's currency once it knows the time zone. */
export function KickstartBanner() {
  const { rich } = useMessages();
  const [amounts, setAmounts] = useState(() => bannerAmounts('USD'));
  useEffect(() => setAmounts(bannerAmounts(visitorCurrency())), []);
  return (
    <p className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900">
      <Gift aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {rich(m.home_kickstart, {
          gift: <strong data-testid="kickstart-amount">{amounts.gift}</strong>,
          threshold: <span data-testid="kickstart-threshold">{amounts.threshold}</span>,
        })}
      </span>
    </p>
  );
}
