import { describe, expect, it } from 'vitest';
import { csvLine, escapeCsvCell } from '../shared/csv';
import {
  DONOR_CSV_COLUMNS,
  type DonorRow,
  donorCsvColumnsIn,
  donorCsvFileName,
  donorCsvRow,
  inPersonDonorCsvRow,
} from './donor-csv';

const row: DonorRow = {
  name: 'Chidi Okafor',
  email: 'chidi@example.com',
  relationship: 'Family member',
  amount: '1500.00',
  currency: 'NGN',
  paymentMethod: 'Card',
  confirmationCode: null,
  walletProvider: null,
  tribute: 'She sang, "always".',
  date: '2025-11-01',
};

describe('donor CSV', () => {
  it('when donors are exported, then the spec columns come first and quotes are doubled', () => {
    const csv = [
      DONOR_CSV_COLUMNS,
      ...[row, { ...row, name: 'Kwame', amount: null }].map((donor) => donorCsvRow(donor, 'en')),
    ]
      .map(csvLine)
      .join('');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Relationship,Amount,Currency,Payment Method,Confirmation Code,Wallet Provider,Tribute,Date',
    );
    expect(lines[1]).toBe(
      'Chidi Okafor,chidi@example.com,Family member,1500.00,NGN,Card,,,"She sang, ""always"".",2025-11-01',
    );
    expect(lines[2]).toContain(',Private,NGN,');
  });

  it('when a French organizer downloads it, then a hidden amount and the gifts given in person are in French', () => {
    expect(donorCsvColumnsIn('fr')[3]).not.toBe(DONOR_CSV_COLUMNS[3]);
    expect(donorCsvRow({ ...row, amount: null }, 'fr')[3]).toBe('Privé');
    const inPerson = { giverName: null, amount: null, currency: null, note: null, date: '2025-11-02' };
    expect(inPersonDonorCsvRow({ ...inPerson, inKind: null }, 'fr').slice(0, 6)).toEqual([
      'Anonyme',
      '',
      '',
      '',
      '',
      'En main propre',
    ]);
    expect(inPersonDonorCsvRow({ ...inPerson, inKind: 'Deux sacs de riz' }, 'fr')[5]).toBe(
      'En main propre, en nature\u202F: Deux sacs de riz',
    );
    expect(inPersonDonorCsvRow({ ...inPerson, inKind: 'Two bags of rice' }, 'en')[5]).toBe(
      'In person, in kind: Two bags of rice',
    );
  });

  it('when a cell starts like a formula, then it is kept as text', () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(escapeCsvCell('+27 82')).toBe("'+27 82");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('Grace')).toBe('Grace');
  });

  it('when the file is named, then it is the deceased name and -comprehensive-donors.csv', () => {
    expect(donorCsvFileName('Amara Okafor')).toBe('Amara-Okafor-comprehensive-donors.csv');
    expect(donorCsvFileName('Zoë / "N\'Dour"')).toBe('Zoe-N-Dour-comprehensive-donors.csv');
  });
});
