export interface Currency {
  code: string;
  name: string;
  symbol: string;
  flag: string;
  ratePerUsd: number;
  stripeSupported: boolean;
}

const currency = (
  code: string,
  name: string,
  symbol: string,
  flag: string,
  ratePerUsd: number,
  stripeSupported = true,
): Currency => ({ code, name, symbol, flag, ratePerUsd, stripeSupported });

/**
 * Fixed display rates per 1 USD, not live rates. The 14 rates from the specification's campaign-display table
 * (USD, EUR, GBP, ZAR, NGN, KES, GHS, UGX, TZS, ZMW, BWP, MWK, CAD, AUD) are exact; the others are rounded
 * 2025 market rates. Currencies pegged to the euro or the rand follow those two rates.
 *
 * Order matters: the contribution selector shows the first 20 before the visitor searches.
 */
export const CURRENCIES: readonly Currency[] = [
  currency('USD', 'US Dollar', '$', '🇺🇸', 1),
  currency('EUR', 'Euro', '€', '🇪🇺', 0.92),
  currency('GBP', 'British Pound', '£', '🇬🇧', 0.79),
  currency('ZAR', 'South African Rand', 'R', '🇿🇦', 18.5),
  currency('NGN', 'Nigerian Naira', '₦', '🇳🇬', 750),
  currency('KES', 'Kenyan Shilling', 'KSh', '🇰🇪', 125),
  currency('GHS', 'Ghanaian Cedi', '₵', '🇬🇭', 12),
  currency('UGX', 'Ugandan Shilling', 'USh', '🇺🇬', 2500),
  currency('TZS', 'Tanzanian Shilling', 'TSh', '🇹🇿', 2400),
  currency('ZMW', 'Zambian Kwacha', 'ZK', '🇿🇲', 27),
  currency('BWP', 'Botswana Pula', 'P', '🇧🇼', 13.5),
  currency('MWK', 'Malawian Kwacha', 'MK', '🇲🇼', 1650),
  currency('RWF', 'Rwandan Franc', 'FRw', '🇷🇼', 1400),
  // Withdrawn in 2024 and not accepted by the card processor; Zimbabweans mostly pay in USD.
  currency('ZWL', 'Zimbabwean Dollar', 'Z$', '🇿🇼', 322, false),
  currency('CAD', 'Canadian Dollar', 'C$', '🇨🇦', 1.35),
  currency('AUD', 'Australian Dollar', 'A$', '🇦🇺', 1.5),
  currency('XOF', 'West African CFA Franc', 'CFA', '🇸🇳', 604),
  currency('XAF', 'Central African CFA Franc', 'FCFA', '🇨🇲', 604),
  currency('ETB', 'Ethiopian Birr', 'Br', '🇪🇹', 135),
  currency('EGP', 'Egyptian Pound', 'E£', '🇪🇬', 50),

  currency('MAD', 'Moroccan Dirham', 'DH', '🇲🇦', 9.3),
  currency('INR', 'Indian Rupee', '₹', '🇮🇳', 85),
  currency('BRL', 'Brazilian Real', 'R$', '🇧🇷', 5.5),
  currency('MXN', 'Mexican Peso', 'MX$', '🇲🇽', 19),
  currency('PHP', 'Philippine Peso', '₱', '🇵🇭', 57),
  currency('JMD', 'Jamaican Dollar', 'J$', '🇯🇲', 157),
  currency('NZD', 'New Zealand Dollar', 'NZ$', '🇳🇿', 1.7),
  currency('CHF', 'Swiss Franc', 'CHF', '🇨🇭', 0.85),
  currency('SEK', 'Swedish Krona', 'kr', '🇸🇪', 10.5),
  currency('NOK', 'Norwegian Krone', 'kr', '🇳🇴', 10.8),
  currency('DKK', 'Danish Krone', 'kr', '🇩🇰', 6.9),
  currency('PLN', 'Polish Złoty', 'zł', '🇵🇱', 3.9),
  currency('JPY', 'Japanese Yen', '¥', '🇯🇵', 150),
  currency('CNY', 'Chinese Yuan', 'CN¥', '🇨🇳', 7.2),
  currency('AED', 'UAE Dirham', 'AED', '🇦🇪', 3.67),
  currency('SAR', 'Saudi Riyal', 'SAR', '🇸🇦', 3.75),

  currency('AOA', 'Angolan Kwanza', 'Kz', '🇦🇴', 915),
  currency('MZN', 'Mozambican Metical', 'MT', '🇲🇿', 64),
  currency('NAD', 'Namibian Dollar', 'N$', '🇳🇦', 18.5),
  currency('LSL', 'Lesotho Loti', 'L', '🇱🇸', 18.5),
  currency('SZL', 'Swazi Lilangeni', 'E', '🇸🇿', 18.5),
  currency('SLE', 'Sierra Leonean Leone', 'Le', '🇸🇱', 22.5),
  currency('LRD', 'Liberian Dollar', 'L$', '🇱🇷', 200),
  currency('GMD', 'Gambian Dalasi', 'D', '🇬🇲', 71),
  currency('CDF', 'Congolese Franc', 'FC', '🇨🇩', 2850),
  currency('BIF', 'Burundian Franc', 'FBu', '🇧🇮', 2950),
  currency('SOS', 'Somali Shilling', 'Sh.So.', '🇸🇴', 571),
  currency('SDG', 'Sudanese Pound', 'SDG', '🇸🇩', 600),
  currency('SSP', 'South Sudanese Pound', 'SSP', '🇸🇸', 4500),
  currency('DZD', 'Algerian Dinar', 'DA', '🇩🇿', 133),
  currency('TND', 'Tunisian Dinar', 'DT', '🇹🇳', 3.1),
  currency('MUR', 'Mauritian Rupee', 'Rs', '🇲🇺', 46),
  currency('SCR', 'Seychellois Rupee', 'SRe', '🇸🇨', 14),
  currency('MGA', 'Malagasy Ariary', 'Ar', '🇲🇬', 4500),
  currency('CVE', 'Cape Verdean Escudo', 'Esc', '🇨🇻', 101),
  currency('DJF', 'Djiboutian Franc', 'Fdj', '🇩🇯', 178),
  currency('GNF', 'Guinean Franc', 'FG', '🇬🇳', 8600),
  currency('KMF', 'Comorian Franc', 'CF', '🇰🇲', 453),

  currency('ARS', 'Argentine Peso', 'AR$', '🇦🇷', 1200),
  currency('CLP', 'Chilean Peso', 'CL$', '🇨🇱', 950),
  currency('COP', 'Colombian Peso', 'COL$', '🇨🇴', 4100),
  currency('PEN', 'Peruvian Sol', 'S/', '🇵🇪', 3.7),
  currency('UYU', 'Uruguayan Peso', '$U', '🇺🇾', 40),
  currency('PYG', 'Paraguayan Guaraní', '₲', '🇵🇾', 7800),
  currency('BOB', 'Bolivian Boliviano', 'Bs', '🇧🇴', 6.9),
  currency('GTQ', 'Guatemalan Quetzal', 'Q', '🇬🇹', 7.7),
  currency('HNL', 'Honduran Lempira', 'L', '🇭🇳', 26),
  currency('CRC', 'Costa Rican Colón', '₡', '🇨🇷', 505),
  currency('DOP', 'Dominican Peso', 'RD$', '🇩🇴', 60),
  currency('TTD', 'Trinidad and Tobago Dollar', 'TT$', '🇹🇹', 6.8),
  currency('BBD', 'Barbadian Dollar', 'Bds$', '🇧🇧', 2),
  currency('XCD', 'East Caribbean Dollar', 'EC$', '🇱🇨', 2.7),

  currency('ISK', 'Icelandic Króna', 'kr', '🇮🇸', 138),
  currency('CZK', 'Czech Koruna', 'Kč', '🇨🇿', 23),
  currency('HUF', 'Hungarian Forint', 'Ft', '🇭🇺', 370),
  currency('RON', 'Romanian Leu', 'lei', '🇷🇴', 4.6),
  currency('RSD', 'Serbian Dinar', 'din', '🇷🇸', 108),
  currency('BAM', 'Bosnia-Herzegovina Convertible Mark', 'KM', '🇧🇦', 1.8),
  currency('MKD', 'Macedonian Denar', 'den', '🇲🇰', 57),
  currency('ALL', 'Albanian Lek', 'L', '🇦🇱', 90),
  currency('UAH', 'Ukrainian Hryvnia', '₴', '🇺🇦', 41.5),
  currency('TRY', 'Turkish Lira', '₺', '🇹🇷', 38),

  currency('ILS', 'Israeli New Shekel', '₪', '🇮🇱', 3.6),
  currency('JOD', 'Jordanian Dinar', 'JD', '🇯🇴', 0.71),
  currency('QAR', 'Qatari Riyal', 'QR', '🇶🇦', 3.64),
  currency('KWD', 'Kuwaiti Dinar', 'KD', '🇰🇼', 0.31),
  currency('BHD', 'Bahraini Dinar', 'BD', '🇧🇭', 0.376),
  currency('OMR', 'Omani Rial', 'OMR', '🇴🇲', 0.385),
  currency('PKR', 'Pakistani Rupee', 'Rs', '🇵🇰', 280),
  currency('BDT', 'Bangladeshi Taka', '৳', '🇧🇩', 120),
  currency('LKR', 'Sri Lankan Rupee', 'Rs', '🇱🇰', 300),
  currency('NPR', 'Nepalese Rupee', 'Rs', '🇳🇵', 136),
  currency('KZT', 'Kazakhstani Tenge', '₸', '🇰🇿', 510),
  currency('HKD', 'Hong Kong Dollar', 'HK$', '🇭🇰', 7.8),
  currency('TWD', 'New Taiwan Dollar', 'NT$', '🇹🇼', 31),
  currency('KRW', 'South Korean Won', '₩', '🇰🇷', 1400),
  currency('SGD', 'Singapore Dollar', 'S$', '🇸🇬', 1.32),
  currency('MYR', 'Malaysian Ringgit', 'RM', '🇲🇾', 4.4),
  currency('THB', 'Thai Baht', '฿', '🇹🇭', 34),
  currency('IDR', 'Indonesian Rupiah', 'Rp', '🇮🇩', 16300),
  currency('VND', 'Vietnamese Đồng', '₫', '🇻🇳', 26000),
];

const CURRENCIES_BY_CODE = new Map(CURRENCIES.map((entry) => [entry.code, entry]));

export function getCurrency(code: string): Currency | undefined {
  return CURRENCIES_BY_CODE.get(code.toUpperCase());
}

export function rateFor(code: string): number {
  return getCurrency(code)?.ratePerUsd ?? 1;
}

// https://docs.stripe.com/currencies#zero-decimal
const STRIPE_ZERO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

/**
 * Digits after the decimal point in the currency's minor unit, as the card processor counts them.
 * Stripe treats every currency outside its zero-decimal list as having at least two, while Intl rounds some
 * of them (IDR, PKR, HUF, ...) to whole units for display, so Intl's answer is only trusted above two.
 */
export function minorUnitExponent(code: string): number {
  const upperCode = code.toUpperCase();
  if (STRIPE_ZERO_DECIMAL.has(upperCode)) return 0;
  try {
    const intlDigits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: upperCode,
    }).resolvedOptions().maximumFractionDigits;
    return Math.max(2, intlDigits ?? 2);
  } catch {
    return 2;
  }
}

function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function convertFromUsd(amountUsd: number, code: string): number {
  return roundToCents(amountUsd * rateFor(code));
}

export function convertToUsd(amount: number, code: string): number {
  return roundToCents(amount / rateFor(code));
}

const KICKSTART_USD = 20;

export function kickstartAmount(code: string): number {
  return Math.round(KICKSTART_USD * rateFor(code));
}

export function roundSuggestedAmount(amount: number): number {
  const step = amount >= 1000 ? 100 : amount >= 100 ? 10 : amount >= 10 ? 5 : 1;
  return Math.round(amount / step) * step;
}

const SUGGESTED_AMOUNTS_USD = [20, 50, 100, 200] as const;

export function suggestedAmounts(code: string): number[] {
  return SUGGESTED_AMOUNTS_USD.map((amountUsd) => roundSuggestedAmount(convertFromUsd(amountUsd, code)));
}

export function formatMoney(amount: number, code: string, locale?: string): string {
  const exponent = minorUnitExponent(code);
  try {
    return new Intl.NumberFormat(locale ?? 'en', {
      style: 'currency',
      currency: code.toUpperCase(),
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    }).format(amount);
  } catch {
    return `${getCurrency(code)?.symbol ?? code}${amount}`;
  }
}
