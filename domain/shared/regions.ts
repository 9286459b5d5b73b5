import { countryFlag } from './country-flag';
import { BASE_LOCALE, type Locale } from './locales';
import { CURRENCY_BY_COUNTRY } from './time-zones';

export { countryFlag } from './country-flag';

export { GDPR_COUNTRIES, isGdprCountry } from './european-time-zones';

export {
  countryForTimeZone,
  currencyForTimeZone,
  isEuropeanTimeZone,
  type ResourceRegion,
  resourceRegionForTimeZone,
} from './time-zones';

export interface Country {
  code: string;
  name: string;
}

export interface PayoutCountry extends Country {
  flag: string;
  dialCode: string;
  currency: string;
}

/** ISO 3166-1, sorted by English name. */
export const ISO_COUNTRIES: readonly Country[] = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'AX', name: 'Åland Islands' },
  { code: 'AL', name: 'Albania' },
  { code: 'DZ', name: 'Algeria' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AD', name: 'Andorra' },
  { code: 'AO', name: 'Angola' },
  { code: 'AI', name: 'Anguilla' },
  { code: 'AQ', name: 'Antarctica' },
  { code: 'AG', name: 'Antigua and Barbuda' },
  { code: 'AR', name: 'Argentina' },
  { code: 'AM', name: 'Armenia' },
  { code: 'AW', name: 'Aruba' },
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'AZ', name: 'Azerbaijan' },
  { code: 'BS', name: 'Bahamas' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BB', name: 'Barbados' },
  { code: 'BY', name: 'Belarus' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BZ', name: 'Belize' },
  { code: 'BJ', name: 'Benin' },
  { code: 'BM', name: 'Bermuda' },
  { code: 'BT', name: 'Bhutan' },
  { code: 'BO', name: 'Bolivia' },
  { code: 'BA', name: 'Bosnia and Herzegovina' },
  { code: 'BW', name: 'Botswana' },
  { code: 'BV', name: 'Bouvet Island' },
  { code: 'BR', name: 'Brazil' },
  { code: 'IO', name: 'British Indian Ocean Territory' },
  { code: 'VG', name: 'British Virgin Islands' },
  { code: 'BN', name: 'Brunei' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'BF', name: 'Burkina Faso' },
  { code: 'BI', name: 'Burundi' },
  { code: 'KH', name: 'Cambodia' },
  { code: 'CM', name: 'Cameroon' },
  { code: 'CA', name: 'Canada' },
  { code: 'CV', name: 'Cape Verde' },
  { code: 'BQ', name: 'Caribbean Netherlands' },
  { code: 'KY', name: 'Cayman Islands' },
  { code: 'CF', name: 'Central African Republic' },
  { code: 'TD', name: 'Chad' },
  { code: 'CL', name: 'Chile' },
  { code: 'CN', name: 'China' },
  { code: 'CX', name: 'Christmas Island' },
  { code: 'CC', name: 'Cocos (Keeling) Islands' },
  { code: 'CO', name: 'Colombia' },
  { code: 'KM', name: 'Comoros' },
  { code: 'CK', name: 'Cook Islands' },
  { code: 'CR', name: 'Costa Rica' },
  { code: 'CI', name: "Côte d'Ivoire" },
  { code: 'HR', name: 'Croatia' },
  { code: 'CU', name: 'Cuba' },
  { code: 'CW', name: 'Curaçao' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czechia' },
  { code: 'CD', name: 'Democratic Republic of the Congo' },
  { code: 'DK', name: 'Denmark' },
  { code: 'DJ', name: 'Djibouti' },
  { code: 'DM', name: 'Dominica' },
  { code: 'DO', name: 'Dominican Republic' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'EG', name: 'Egypt' },
  { code: 'SV', name: 'El Salvador' },
  { code: 'GQ', name: 'Equatorial Guinea' },
  { code: 'ER', name: 'Eritrea' },
  { code: 'EE', name: 'Estonia' },
  { code: 'SZ', name: 'Eswatini' },
  { code: 'ET', name: 'Ethiopia' },
  { code: 'FK', name: 'Falkland Islands' },
  { code: 'FO', name: 'Faroe Islands' },
  { code: 'FJ', name: 'Fiji' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'GF', name: 'French Guiana' },
  { code: 'PF', name: 'French Polynesia' },
  { code: 'TF', name: 'French Southern Territories' },
  { code: 'GA', name: 'Gabon' },
  { code: 'GM', name: 'Gambia' },
  { code: 'GE', name: 'Georgia' },
  { code: 'DE', name: 'Germany' },
  { code: 'GH', name: 'Ghana' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'GR', name: 'Greece' },
  { code: 'GL', name: 'Greenland' },
  { code: 'GD', name: 'Grenada' },
  { code: 'GP', name: 'Guadeloupe' },
  { code: 'GU', name: 'Guam' },
  { code: 'GT', name: 'Guatemala' },
  { code: 'GG', name: 'Guernsey' },
  { code: 'GN', name: 'Guinea' },
  { code: 'GW', name: 'Guinea-Bissau' },
  { code: 'GY', name: 'Guyana' },
  { code: 'HT', name: 'Haiti' },
  { code: 'HM', name: 'Heard Island and McDonald Islands' },
  { code: 'HN', name: 'Honduras' },
  { code: 'HK', name: 'Hong Kong' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IS', name: 'Iceland' },
  { code: 'IN', name: 'India' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'IR', name: 'Iran' },
  { code: 'IQ', name: 'Iraq' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IM', name: 'Isle of Man' },
  { code: 'IL', name: 'Israel' },
  { code: 'IT', name: 'Italy' },
  { code: 'JM', name: 'Jamaica' },
  { code: 'JP', name: 'Japan' },
  { code: 'JE', name: 'Jersey' },
  { code: 'JO', name: 'Jordan' },
  { code: 'KZ', name: 'Kazakhstan' },
  { code: 'KE', name: 'Kenya' },
  { code: 'KI', name: 'Kiribati' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'KG', name: 'Kyrgyzstan' },
  { code: 'LA', name: 'Laos' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LB', name: 'Lebanon' },
  { code: 'LS', name: 'Lesotho' },
  { code: 'LR', name: 'Liberia' },
  { code: 'LY', name: 'Libya' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MO', name: 'Macao' },
  { code: 'MG', name: 'Madagascar' },
  { code: 'MW', name: 'Malawi' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MV', name: 'Maldives' },
  { code: 'ML', name: 'Mali' },
  { code: 'MT', name: 'Malta' },
  { code: 'MH', name: 'Marshall Islands' },
  { code: 'MQ', name: 'Martinique' },
  { code: 'MR', name: 'Mauritania' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'YT', name: 'Mayotte' },
  { code: 'MX', name: 'Mexico' },
  { code: 'FM', name: 'Micronesia' },
  { code: 'MD', name: 'Moldova' },
  { code: 'MC', name: 'Monaco' },
  { code: 'MN', name: 'Mongolia' },
  { code: 'ME', name: 'Montenegro' },
  { code: 'MS', name: 'Montserrat' },
  { code: 'MA', name: 'Morocco' },
  { code: 'MZ', name: 'Mozambique' },
  { code: 'MM', name: 'Myanmar' },
  { code: 'NA', name: 'Namibia' },
  { code: 'NR', name: 'Nauru' },
  { code: 'NP', name: 'Nepal' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NC', name: 'New Caledonia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NI', name: 'Nicaragua' },
  { code: 'NE', name: 'Niger' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'NU', name: 'Niue' },
  { code: 'NF', name: 'Norfolk Island' },
  { code: 'KP', name: 'North Korea' },
  { code: 'MK', name: 'North Macedonia' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'NO', name: 'Norway' },
  { code: 'OM', name: 'Oman' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PW', name: 'Palau' },
  { code: 'PS', name: 'Palestine' },
  { code: 'PA', name: 'Panama' },
  { code: 'PG', name: 'Papua New Guinea' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'PE', name: 'Peru' },
  { code: 'PH', name: 'Philippines' },
  { code: 'PN', name: 'Pitcairn Islands' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'QA', name: 'Qatar' },
  { code: 'CG', name: 'Republic of the Congo' },
  { code: 'RE', name: 'Réunion' },
  { code: 'RO', name: 'Romania' },
  { code: 'RU', name: 'Russia' },
  { code: 'RW', name: 'Rwanda' },
  { code: 'BL', name: 'Saint Barthélemy' },
  { code: 'SH', name: 'Saint Helena' },
  { code: 'KN', name: 'Saint Kitts and Nevis' },
  { code: 'LC', name: 'Saint Lucia' },
  { code: 'MF', name: 'Saint Martin' },
  { code: 'PM', name: 'Saint Pierre and Miquelon' },
  { code: 'VC', name: 'Saint Vincent and the Grenadines' },
  { code: 'WS', name: 'Samoa' },
  { code: 'SM', name: 'San Marino' },
  { code: 'ST', name: 'São Tomé and Príncipe' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'SN', name: 'Senegal' },
  { code: 'RS', name: 'Serbia' },
  { code: 'SC', name: 'Seychelles' },
  { code: 'SL', name: 'Sierra Leone' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SX', name: 'Sint Maarten' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'SB', name: 'Solomon Islands' },
  { code: 'SO', name: 'Somalia' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'GS', name: 'South Georgia and the South Sandwich Islands' },
  { code: 'KR', name: 'South Korea' },
  { code: 'SS', name: 'South Sudan' },
  { code: 'ES', name: 'Spain' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'SD', name: 'Sudan' },
  { code: 'SR', name: 'Suriname' },
  { code: 'SJ', name: 'Svalbard and Jan Mayen' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'SY', name: 'Syria' },
  { code: 'TW', name: 'Taiwan' },
  { code: 'TJ', name: 'Tajikistan' },
  { code: 'TZ', name: 'Tanzania' },
  { code: 'TH', name: 'Thailand' },
  { code: 'TL', name: 'Timor-Leste' },
  { code: 'TG', name: 'Togo' },
  { code: 'TK', name: 'Tokelau' },
  { code: 'TO', name: 'Tonga' },
  { code: 'TT', name: 'Trinidad and Tobago' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'TR', name: 'Türkiye' },
  { code: 'TM', name: 'Turkmenistan' },
  { code: 'TC', name: 'Turks and Caicos Islands' },
  { code: 'TV', name: 'Tuvalu' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UG', name: 'Uganda' },
  { code: 'UA', name: 'Ukraine' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'UM', name: 'United States Minor Outlying Islands' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'UZ', name: 'Uzbekistan' },
  { code: 'VU', name: 'Vanuatu' },
  { code: 'VA', name: 'Vatican City' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'WF', name: 'Wallis and Futuna' },
  { code: 'EH', name: 'Western Sahara' },
  { code: 'YE', name: 'Yemen' },
  { code: 'ZM', name: 'Zambia' },
  { code: 'ZW', name: 'Zimbabwe' },
];

const COUNTRY_NAME_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  'ivory coast': 'CI',
  'dr congo': 'CD',
  drc: 'CD',
  'congo-kinshasa': 'CD',
  'congo-brazzaville': 'CG',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'czech republic': 'CZ',
  turkey: 'TR',
  uae: 'AE',
  'the gambia': 'GM',
};

function normaliseCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .replace(/’/g, "'")
    .trim()
    .toLowerCase();
}

const COUNTRY_CODE_BY_NAME = new Map<string, string>([
  ...ISO_COUNTRIES.map(({ code, name }): [string, string] => [normaliseCountryName(name), code]),
  ...Object.entries(COUNTRY_NAME_ALIASES),
]);

/** Accepts an ISO alpha-2 code or an English country name, in any letter case. */
export function currencyForCountry(codeOrName: string): string {
  const trimmed = codeOrName.trim();
  const code =
    trimmed.length === 2 ? trimmed.toUpperCase() : COUNTRY_CODE_BY_NAME.get(normaliseCountryName(trimmed));
  return (code && CURRENCY_BY_COUNTRY[code]) || 'USD';
}

const COUNTRY_NAME_BY_CODE = new Map(ISO_COUNTRIES.map(({ code, name }) => [code, name]));

/** The tag whose country names a language reads: Portuguese as written in Angola and Mozambique (European norm). */
const REGION_NAME_TAGS: Record<Locale, string> = { en: 'en', fr: 'fr', pt: 'pt-PT', sw: 'sw' };

/**
 * Where ICU's usual name reads like a label ("Congo - Kinshasa"), the name people use at home.
 * English keeps the names Pamoja has always shown (ISO_COUNTRIES), which currencyForCountry also reads.
 */
const NAMES_AS_SAID: Partial<Record<Locale, Record<string, string>>> = {
  fr: { CD: 'République démocratique du Congo', CG: 'République du Congo' },
  pt: { CD: 'República Democrática do Congo', CG: 'República do Congo' },
  sw: { CD: 'Jamhuri ya Kidemokrasia ya Kongo', CG: 'Jamhuri ya Kongo' },
};

const regionNames = new Map<Locale, Intl.DisplayNames | null>();

function regionNamesIn(locale: Locale): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(
        locale,
        new Intl.DisplayNames([REGION_NAME_TAGS[locale]], { type: 'region', fallback: 'none' }),
      );
    } catch {
      // A browser without region names: English names, as before languages.
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}

/** The name of an ISO alpha-2 code in `locale` (Intl.DisplayNames), or the code itself when unknown. */
export function countryName(code: string, locale: Locale): string {
  const upper = code.toUpperCase();
  const english = COUNTRY_NAME_BY_CODE.get(upper);
  if (locale === BASE_LOCALE || !english) return english ?? code;
  return NAMES_AS_SAID[locale]?.[upper] ?? regionNamesIn(locale)?.of(upper) ?? english;
}

const payoutCountry = (code: string, dialCode: string): PayoutCountry => ({
  code,
  name: countryName(code, BASE_LOCALE),
  flag: countryFlag(code),
  dialCode,
  currency: currencyForCountry(code),
});

/** Countries a recipient can be paid in: the African countries first, then the diaspora. */
export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = [
  payoutCountry('ZA', '+27'),
  payoutCountry('NG', '+234'),
  payoutCountry('KE', '+254'),
  payoutCountry('GH', '+233'),
  payoutCountry('UG', '+256'),
  payoutCountry('TZ', '+255'),
  payoutCountry('ZM', '+260'),
  payoutCountry('BW', '+267'),
  payoutCountry('MW', '+265'),
  payoutCountry('ZW', '+263'),
  payoutCountry('RW', '+250'),
  payoutCountry('ET', '+251'),
  payoutCountry('EG', '+20'),
  payoutCountry('MA', '+212'),
  payoutCountry('SN', '+221'),
  payoutCountry('CI', '+225'),
  payoutCountry('CM', '+237'),
  payoutCountry('CD', '+243'),
  payoutCountry('MZ', '+258'),
  payoutCountry('NA', '+264'),
  payoutCountry('LS', '+266'),
  payoutCountry('SZ', '+268'),
  payoutCountry('BI', '+257'),
  payoutCountry('SS', '+211'),
  payoutCountry('SL', '+232'),
  payoutCountry('LR', '+231'),
  payoutCountry('GM', '+220'),
  payoutCountry('SO', '+252'),
  payoutCountry('AO', '+244'),
  payoutCountry('ML', '+223'),
  payoutCountry('US', '+1'),
  payoutCountry('GB', '+44'),
  payoutCountry('CA', '+1'),
  payoutCountry('AU', '+61'),
  payoutCountry('DE', '+49'),
  payoutCountry('FR', '+33'),
  payoutCountry('IE', '+353'),
  payoutCountry('NL', '+31'),
  payoutCountry('IN', '+91'),
  payoutCountry('AE', '+971'),
];
