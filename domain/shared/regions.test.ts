import { describe, expect, it } from 'vitest';
import { getCurrency } from './currencies';
import {
  countryFlag,
  countryForTimeZone,
  countryName,
  currencyForCountry,
  currencyForTimeZone,
  GDPR_COUNTRIES,
  ISO_COUNTRIES,
  isEuropeanTimeZone,
  isGdprCountry,
  PAYOUT_COUNTRIES,
  resourceRegionForTimeZone,
} from './regions';

describe('time zone mapping', () => {
  it('when the visitor is in Nairobi, then the currency is KES, the country KE and the region kenya', () => {
    expect(currencyForTimeZone('Africa/Nairobi')).toBe('KES');
    expect(countryForTimeZone('Africa/Nairobi')).toBe('KE');
    expect(resourceRegionForTimeZone('Africa/Nairobi')).toBe('kenya');
  });

  it('when the visitor is in Berlin, then the currency is EUR, the zone European and the region germany', () => {
    expect(currencyForTimeZone('Europe/Berlin')).toBe('EUR');
    expect(isEuropeanTimeZone('Europe/Berlin')).toBe(true);
    expect(resourceRegionForTimeZone('Europe/Berlin')).toBe('germany');
  });

  it('when the visitor is in Harare, then the currency is USD and the region zimbabwe', () => {
    expect(currencyForTimeZone('Africa/Harare')).toBe('USD');
    expect(countryForTimeZone('Africa/Harare')).toBe('ZW');
    expect(resourceRegionForTimeZone('Africa/Harare')).toBe('zimbabwe');
  });

  it('when the banner zones are mapped, then each gets the specification currency', () => {
    const expected: Record<string, string> = {
      'Africa/Johannesburg': 'ZAR',
      'Africa/Lagos': 'NGN',
      'Africa/Accra': 'GHS',
      'Africa/Kampala': 'UGX',
      'Africa/Dar_es_Salaam': 'TZS',
      'Africa/Lusaka': 'ZMW',
      'Africa/Gaborone': 'BWP',
      'Africa/Blantyre': 'MWK',
      'Africa/Kigali': 'RWF',
      'Africa/Dakar': 'XOF',
      'Africa/Abidjan': 'XOF',
      'Africa/Douala': 'XAF',
      'Europe/London': 'GBP',
      'Europe/Paris': 'EUR',
      'Europe/Rome': 'EUR',
      'Europe/Madrid': 'EUR',
      'Europe/Amsterdam': 'EUR',
      'America/New_York': 'USD',
      'America/Los_Angeles': 'USD',
      'Pacific/Honolulu': 'USD',
      'America/Toronto': 'CAD',
      'America/Vancouver': 'CAD',
      'Australia/Sydney': 'AUD',
      'Australia/Melbourne': 'AUD',
      'Asia/Kolkata': 'INR',
      'America/Sao_Paulo': 'BRL',
      'Pacific/Auckland': 'NZD',
    };
    for (const [timeZone, currency] of Object.entries(expected)) {
      expect(currencyForTimeZone(timeZone), timeZone).toBe(currency);
    }
  });

  it('when the browser reports a legacy zone name, then it maps like the current one', () => {
    expect(currencyForTimeZone('Asia/Calcutta')).toBe('INR');
    expect(resourceRegionForTimeZone('Asia/Calcutta')).toBe('india');
    expect(countryForTimeZone('Europe/Kiev')).toBe('UA');
  });

  it('when the zone is unknown or missing, then the currency is USD, the country the fallback and the region international', () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'UTC', '', undefined]) {
      expect(currencyForTimeZone(timeZone)).toBe('USD');
      expect(countryForTimeZone(timeZone)).toBe('US');
      expect(countryForTimeZone(timeZone, 'ZA')).toBe('ZA');
      expect(resourceRegionForTimeZone(timeZone)).toBe('international');
    }
  });

  it('when a mapped country has no resource region of its own, then the region is international', () => {
    expect(resourceRegionForTimeZone('Europe/Paris')).toBe('international');
    expect(resourceRegionForTimeZone('America/New_York')).toBe('united-states');
  });

  it('when any country maps to a currency, then that currency is in the currency table', () => {
    for (const { code } of ISO_COUNTRIES) {
      expect(getCurrency(currencyForCountry(code)), code).toBeDefined();
    }
  });
});

describe('Europe and GDPR', () => {
  it('when the zone is outside Europe/ but European, then it still counts as European', () => {
    for (const timeZone of ['Atlantic/Reykjavik', 'Atlantic/Canary', 'Atlantic/Madeira', 'Asia/Nicosia']) {
      expect(isEuropeanTimeZone(timeZone), timeZone).toBe(true);
    }
  });

  it('when the zone is not European, then it does not count', () => {
    for (const timeZone of ['Africa/Nairobi', 'America/New_York', 'Asia/Dubai', undefined]) {
      expect(isEuropeanTimeZone(timeZone), timeZone).toBe(false);
    }
  });

  it('when the GDPR list is read, then it has the 27 EU states plus Iceland, Liechtenstein and Norway', () => {
    expect(GDPR_COUNTRIES).toHaveLength(30);
    expect(new Set(GDPR_COUNTRIES).size).toBe(30);
    expect(isGdprCountry('de')).toBe(true);
    expect(isGdprCountry('NO')).toBe(true);
    expect(isGdprCountry('GB')).toBe(false);
    expect(isGdprCountry('CH')).toBe(false);
  });
});

describe('currencyForCountry', () => {
  it('when a code or an English name is given in any case, then the country currency is returned', () => {
    expect(currencyForCountry('ZA')).toBe('ZAR');
    expect(currencyForCountry('ng')).toBe('NGN');
    expect(currencyForCountry('Kenya')).toBe('KES');
    expect(currencyForCountry('UNITED KINGDOM')).toBe('GBP');
    expect(currencyForCountry('cote d’ivoire')).toBe('XOF');
    expect(currencyForCountry('Ivory Coast')).toBe('XOF');
  });

  it('when the country is in the euro zone or a CFA zone, then the shared currency is returned', () => {
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('Ireland')).toBe('EUR');
    for (const code of ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG']) {
      expect(currencyForCountry(code), code).toBe('XOF');
    }
    for (const code of ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA']) {
      expect(currencyForCountry(code), code).toBe('XAF');
    }
  });

  it('when the country is Zimbabwe, then the currency is USD', () => {
    expect(currencyForCountry('ZW')).toBe('USD');
    expect(currencyForCountry('Zimbabwe')).toBe('USD');
  });

  it('when the country is unknown, then the currency is USD', () => {
    expect(currencyForCountry('Atlantis')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
  });

  it('when the mapped countries are counted, then about 140 have a currency other than the default', () => {
    const mapped = ISO_COUNTRIES.filter(({ code }) => currencyForCountry(code) !== 'USD');
    expect(mapped.length).toBeGreaterThanOrEqual(130);
  });
});

describe('PAYOUT_COUNTRIES', () => {
  it('when the list is read, then it has exactly 40 countries with unique codes', () => {
    expect(PAYOUT_COUNTRIES).toHaveLength(40);
    expect(new Set(PAYOUT_COUNTRIES.map(({ code }) => code)).size).toBe(40);
  });

  it('when a payout country is read, then it has a name, a flag, a dial code starting with + and a known currency', () => {
    for (const country of PAYOUT_COUNTRIES) {
      expect(country.dialCode, country.code).toMatch(/^\+\d{1,3}$/);
      expect(country.name, country.code).not.toBe(country.code);
      expect(country.flag, country.code).toBe(countryFlag(country.code));
      expect(getCurrency(country.currency), country.code).toBeDefined();
    }
  });

  it('when the main recipient countries are read, then their dial codes and currencies are correct', () => {
    const byCode = new Map(PAYOUT_COUNTRIES.map((country) => [country.code, country]));
    expect(byCode.get('ZA')).toMatchObject({
      name: 'South Africa',
      dialCode: '+27',
      currency: 'ZAR',
      flag: '🇿🇦',
    });
    expect(byCode.get('NG')).toMatchObject({ dialCode: '+234', currency: 'NGN' });
    expect(byCode.get('KE')).toMatchObject({ dialCode: '+254', currency: 'KES' });
    expect(byCode.get('ZW')).toMatchObject({ dialCode: '+263', currency: 'USD' });
    expect(byCode.get('SN')).toMatchObject({ dialCode: '+221', currency: 'XOF' });
    expect(byCode.get('CM')).toMatchObject({ dialCode: '+237', currency: 'XAF' });
    expect(byCode.get('FR')).toMatchObject({ dialCode: '+33', currency: 'EUR' });
    expect(byCode.get('US')).toMatchObject({ dialCode: '+1', currency: 'USD' });
    expect(byCode.get('GB')).toMatchObject({ dialCode: '+44', currency: 'GBP' });
  });
});

describe('ISO_COUNTRIES', () => {
  it('when the list is read, then it holds at least 240 unique two-letter codes sorted by name', () => {
    expect(ISO_COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(ISO_COUNTRIES.map(({ code }) => code)).size).toBe(ISO_COUNTRIES.length);
    for (const { code } of ISO_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = ISO_COUNTRIES.map(({ name }) => name);
    expect(names).toEqual([...names].sort((first, second) => first.localeCompare(second, 'en')));
  });
});

describe('country names in the reader’s language', () => {
  it('when the reader reads English, then the names are the ones Pamoja has always shown', () => {
    expect(countryName('CI', 'en')).toBe("Côte d'Ivoire");
    expect(countryName('CD', 'en')).toBe('Democratic Republic of the Congo');
    expect(countryName('tz', 'en')).toBe('Tanzania');
  });

  it('when the reader reads French, Portuguese or Swahili, then the name is in their language', () => {
    expect(countryName('ZA', 'fr')).toBe('Afrique du Sud');
    expect(countryName('CD', 'fr')).toBe('République démocratique du Congo');
    // European Portuguese, as written in Angola and Mozambique: Quénia, not the Brazilian Quênia.
    expect(countryName('KE', 'pt')).toBe('Quénia');
    expect(countryName('US', 'sw')).toBe('Marekani');
    expect(countryName('ZA', 'sw')).toBe('Afrika Kusini');
  });

  it('when the code is unknown, then the code itself is shown in every language', () => {
    for (const locale of ['en', 'fr', 'pt', 'sw'] as const) expect(countryName('XX', locale)).toBe('XX');
  });
});
