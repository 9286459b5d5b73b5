import { RATE_PER_USD } from './currency-rates';

// The money arithmetic lives apart from this table, so pages that only convert and format amounts stay small.
export * from './currency-conversion';

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
  stripeSupported = true,
): Currency => ({
  code,
  name,
  symbol,
  flag,
  ratePerUsd: RATE_PER_USD[code] ?? 1,
  stripeSupported,
});

/**
 * Names, symbols and flags; the rates are in ./currency-rates. Built by a pure call so a page that only
 * converts and formats amounts does not ship the whole table.
 *
 * Order matters: the contribution selector shows the first 20 before the visitor searches.
 */
export const CURRENCIES: readonly Currency[] = /* @__PURE__ */ listCurrencies();

function listCurrencies(): Currency[] {
  return [
    currency('USD', 'US Dollar', '$', '🇺🇸'),
    currency('EUR', 'Euro', '€', '🇪🇺'),
    currency('GBP', 'British Pound', '£', '🇬🇧'),
    currency('ZAR', 'South African Rand', 'R', '🇿🇦'),
    currency('NGN', 'Nigerian Naira', '₦', '🇳🇬'),
    currency('KES', 'Kenyan Shilling', 'KSh', '🇰🇪'),
    // Not among Stripe's presentment currencies (docs.stripe.com/currencies#presentment-currencies), like SDG and
    // SSP below: Ghanaians give in cedis by mobile wallet, and by card in another currency.
    currency('GHS', 'Ghanaian Cedi', '₵', '🇬🇭', false),
    currency('UGX', 'Ugandan Shilling', 'USh', '🇺🇬'),
    currency('TZS', 'Tanzanian Shilling', 'TSh', '🇹🇿'),
    currency('ZMW', 'Zambian Kwacha', 'ZK', '🇿🇲'),
    currency('BWP', 'Botswana Pula', 'P', '🇧🇼'),
    currency('MWK', 'Malawian Kwacha', 'MK', '🇲🇼'),
    currency('RWF', 'Rwandan Franc', 'FRw', '🇷🇼'),
    // Withdrawn in 2024 and not accepted by the card processor; Zimbabweans mostly pay in USD.
    currency('ZWL', 'Zimbabwean Dollar', 'Z$', '🇿🇼', false),
    currency('CAD', 'Canadian Dollar', 'C$', '🇨🇦'),
    currency('AUD', 'Australian Dollar', 'A$', '🇦🇺'),
    currency('XOF', 'West African CFA Franc', 'CFA', '🇸🇳'),
    currency('XAF', 'Central African CFA Franc', 'FCFA', '🇨🇲'),
    currency('ETB', 'Ethiopian Birr', 'Br', '🇪🇹'),
    currency('EGP', 'Egyptian Pound', 'E£', '🇪🇬'),

    currency('MAD', 'Moroccan Dirham', 'DH', '🇲🇦'),
    currency('INR', 'Indian Rupee', '₹', '🇮🇳'),
    currency('BRL', 'Brazilian Real', 'R$', '🇧🇷'),
    currency('MXN', 'Mexican Peso', 'MX$', '🇲🇽'),
    currency('PHP', 'Philippine Peso', '₱', '🇵🇭'),
    currency('JMD', 'Jamaican Dollar', 'J$', '🇯🇲'),
    currency('NZD', 'New Zealand Dollar', 'NZ$', '🇳🇿'),
    currency('CHF', 'Swiss Franc', 'CHF', '🇨🇭'),
    currency('SEK', 'Swedish Krona', 'kr', '🇸🇪'),
    currency('NOK', 'Norwegian Krone', 'kr', '🇳🇴'),
    currency('DKK', 'Danish Krone', 'kr', '🇩🇰'),
    currency('PLN', 'Polish Złoty', 'zł', '🇵🇱'),
    currency('JPY', 'Japanese Yen', '¥', '🇯🇵'),
    currency('CNY', 'Chinese Yuan', 'CN¥', '🇨🇳'),
    currency('AED', 'UAE Dirham', 'AED', '🇦🇪'),
    currency('SAR', 'Saudi Riyal', 'SAR', '🇸🇦'),

    currency('AOA', 'Angolan Kwanza', 'Kz', '🇦🇴'),
    currency('MZN', 'Mozambican Metical', 'MT', '🇲🇿'),
    currency('NAD', 'Namibian Dollar', 'N$', '🇳🇦'),
    currency('LSL', 'Lesotho Loti', 'L', '🇱🇸'),
    currency('SZL', 'Swazi Lilangeni', 'E', '🇸🇿'),
    currency('SLE', 'Sierra Leonean Leone', 'Le', '🇸🇱'),
    currency('LRD', 'Liberian Dollar', 'L$', '🇱🇷'),
    currency('GMD', 'Gambian Dalasi', 'D', '🇬🇲'),
    currency('CDF', 'Congolese Franc', 'FC', '🇨🇩'),
    currency('BIF', 'Burundian Franc', 'FBu', '🇧🇮'),
    currency('SOS', 'Somali Shilling', 'Sh.So.', '🇸🇴'),
    currency('SDG', 'Sudanese Pound', 'SDG', '🇸🇩', false),
    currency('SSP', 'South Sudanese Pound', 'SSP', '🇸🇸', false),
    currency('DZD', 'Algerian Dinar', 'DA', '🇩🇿'),
    currency('TND', 'Tunisian Dinar', 'DT', '🇹🇳'),
    currency('MUR', 'Mauritian Rupee', 'Rs', '🇲🇺'),
    currency('SCR', 'Seychellois Rupee', 'SRe', '🇸🇨'),
    currency('MGA', 'Malagasy Ariary', 'Ar', '🇲🇬'),
    currency('CVE', 'Cape Verdean Escudo', 'Esc', '🇨🇻'),
    currency('DJF', 'Djiboutian Franc', 'Fdj', '🇩🇯'),
    currency('GNF', 'Guinean Franc', 'FG', '🇬🇳'),
    currency('KMF', 'Comorian Franc', 'CF', '🇰🇲'),

    currency('ARS', 'Argentine Peso', 'AR$', '🇦🇷'),
    currency('CLP', 'Chilean Peso', 'CL$', '🇨🇱'),
    currency('COP', 'Colombian Peso', 'COL$', '🇨🇴'),
    currency('PEN', 'Peruvian Sol', 'S/', '🇵🇪'),
    currency('UYU', 'Uruguayan Peso', '$U', '🇺🇾'),
    currency('PYG', 'Paraguayan Guaraní', '₲', '🇵🇾'),
    currency('BOB', 'Bolivian Boliviano', 'Bs', '🇧🇴'),
    currency('GTQ', 'Guatemalan Quetzal', 'Q', '🇬🇹'),
    currency('HNL', 'Honduran Lempira', 'L', '🇭🇳'),
    currency('CRC', 'Costa Rican Colón', '₡', '🇨🇷'),
    currency('DOP', 'Dominican Peso', 'RD$', '🇩🇴'),
    currency('TTD', 'Trinidad and Tobago Dollar', 'TT$', '🇹🇹'),
    currency('BBD', 'Barbadian Dollar', 'Bds$', '🇧🇧'),
    currency('XCD', 'East Caribbean Dollar', 'EC$', '🇱🇨'),

    currency('ISK', 'Icelandic Króna', 'kr', '🇮🇸'),
    currency('CZK', 'Czech Koruna', 'Kč', '🇨🇿'),
    currency('HUF', 'Hungarian Forint', 'Ft', '🇭🇺'),
    currency('RON', 'Romanian Leu', 'lei', '🇷🇴'),
    currency('RSD', 'Serbian Dinar', 'din', '🇷🇸'),
    currency('BAM', 'Bosnia-Herzegovina Convertible Mark', 'KM', '🇧🇦'),
    currency('MKD', 'Macedonian Denar', 'den', '🇲🇰'),
    currency('ALL', 'Albanian Lek', 'L', '🇦🇱'),
    currency('UAH', 'Ukrainian Hryvnia', '₴', '🇺🇦'),
    currency('TRY', 'Turkish Lira', '₺', '🇹🇷'),

    currency('ILS', 'Israeli New Shekel', '₪', '🇮🇱'),
    currency('JOD', 'Jordanian Dinar', 'JD', '🇯🇴'),
    currency('QAR', 'Qatari Riyal', 'QR', '🇶🇦'),
    currency('KWD', 'Kuwaiti Dinar', 'KD', '🇰🇼'),
    currency('BHD', 'Bahraini Dinar', 'BD', '🇧🇭'),
    currency('OMR', 'Omani Rial', 'OMR', '🇴🇲'),
    currency('PKR', 'Pakistani Rupee', 'Rs', '🇵🇰'),
    currency('BDT', 'Bangladeshi Taka', '৳', '🇧🇩'),
    currency('LKR', 'Sri Lankan Rupee', 'Rs', '🇱🇰'),
    currency('NPR', 'Nepalese Rupee', 'Rs', '🇳🇵'),
    currency('KZT', 'Kazakhstani Tenge', '₸', '🇰🇿'),
    currency('HKD', 'Hong Kong Dollar', 'HK$', '🇭🇰'),
    currency('TWD', 'New Taiwan Dollar', 'NT$', '🇹🇼'),
    currency('KRW', 'South Korean Won', '₩', '🇰🇷'),
    currency('SGD', 'Singapore Dollar', 'S$', '🇸🇬'),
    currency('MYR', 'Malaysian Ringgit', 'RM', '🇲🇾'),
    currency('THB', 'Thai Baht', '฿', '🇹🇭'),
    currency('IDR', 'Indonesian Rupiah', 'Rp', '🇮🇩'),
    currency('VND', 'Vietnamese Đồng', '₫', '🇻🇳'),
  ];
}

let currenciesByCode: Map<string, Currency> | undefined;

export function getCurrency(code: string): Currency | undefined {
  currenciesByCode ??= new Map(CURRENCIES.map((entry) => [entry.code, entry]));
  return currenciesByCode.get(code.toUpperCase());
}

/** Withdrawn currencies: nobody gives in them, so no campaign keeps its goal and totals in them. */
const WITHDRAWN_CURRENCIES = new Set(['ZWL']);

/** A currency a campaign may keep its goal and totals in: any still in use, card gifts converted into it. */
export function isCampaignCurrency(code: string): boolean {
  return getCurrency(code) !== undefined && !WITHDRAWN_CURRENCIES.has(code.toUpperCase());
}
