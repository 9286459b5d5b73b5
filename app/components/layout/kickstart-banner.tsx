import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getCurrency, kickstartAmount } from '../../../domain/shared/currencies';
import { visitorCurrency } from '../../lib/visitor-currency';

function bannerAmount(currencyCode: string): string {
  const symbol = getCurrency(currencyCode)?.symbol ?? '$';
  return `${symbol}${kickstartAmount(currencyCode).toLocaleString('en')}`;
}

/** Server renders the US dollar amount; the browser switches to the visitor's currency once it knows the time zone. */
export function KickstartBanner() {
  const [amount, setAmount] = useState(() => bannerAmount('USD'));
  useEffect(() => setAmount(bannerAmount(visitorCurrency())), []);
  return (
    <p className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900">
      <Gift aria-hidden="true" className="size-4 shrink-0" />
      <span>
        We add <strong data-testid="kickstart-amount">{amount}</strong> to help kickstart your campaign
      </span>
    </p>
  );
}
