import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales';
import { refusalIn } from '../shared/refusal-words.server';
import { IN_PERSON_CSV_MESSAGES, inPersonColumnNamesIn, previewInPersonCsv } from './in-person-csv';
import {
  decimalsMessage,
  IN_PERSON_LIMITS,
  IN_PERSON_MESSAGES,
  readInPersonGift,
} from './in-person-gift-rules';

const HEADER = 'Name,Amount,Currency,In kind,Note';

function problemsOf(lines: string[], currency = 'KES') {
  const preview = previewInPersonCsv([HEADER, ...lines].join('\r\n'), currency);
  if (!preview.ok) throw new Error(preview.fileError);
  return preview.problems;
}

describe('reading one in-person gift', () => {
  it('when amounts are typed in currencies of 2 and 0 decimals, then each is exact in its own minor units', () => {
    const cases: [string, string, number][] = [
      ['1500.50', 'KES', 150_050],
      ['0.10', 'USD', 10],
      ['250000', 'UGX', 250_000],
      ['7', 'RWF', 7],
      ['19.99', 'EUR', 1_999],
    ];
    for (const [amount, currency, minor] of cases) {
      const read = readInPersonGift({ amount, currency }, 'USD');
      expect(read.ok && read.draft.amountMinor).toBe(minor);
    }
  });

  it('when the name and currency are empty, then the giver is Anonymous (null) and the currency the campaign’s', () => {
    expect(readInPersonGift({ giverName: '  ', amount: '500', currency: '' }, 'UGX')).toEqual({
      ok: true,
      draft: { giverName: null, note: null, amountMinor: 500, currency: 'UGX', inKind: null },
    });
    expect(readInPersonGift({ inKind: ' A tent ', note: 'church' }, 'KES')).toEqual({
      ok: true,
      draft: { giverName: null, note: 'church', amountMinor: null, currency: null, inKind: 'A tent' },
    });
  });

  it('when an amount is wrong, then each case has its own message', () => {
    const errorOf = (amount: string, currency = 'KES') => {
      const read = readInPersonGift({ amount, currency }, 'KES');
      return read.ok ? null : (read.errors.amount ?? read.errors.currency);
    };
    expect(errorOf('-500')).toBe(IN_PERSON_MESSAGES.amountNegative);
    expect(errorOf('0')).toBe(IN_PERSON_MESSAGES.amountZero);
    expect(errorOf('0.00')).toBe(IN_PERSON_MESSAGES.amountZero);
    expect(errorOf('five hundred')).toBe(IN_PERSON_MESSAGES.amountFormat);
    expect(errorOf('1,500')).toBe(IN_PERSON_MESSAGES.amountFormat);
    expect(errorOf('12.345')).toBe(decimalsMessage('KES'));
    expect(refusalIn('en', errorOf('500.5', 'UGX') ?? '')).toBe('Amounts in UGX are whole numbers.');
    expect(refusalIn('fr', errorOf('500.5', 'UGX') ?? '')).toBe(
      'Les montants en UGX sont des nombres entiers.',
    );
    expect(errorOf('10000000000')).toBe(IN_PERSON_MESSAGES.amountTooLarge);
    expect(errorOf('50', 'XYZ')).toBe(IN_PERSON_MESSAGES.currencyUnknown);
    expect(errorOf('50', 'ZWL')).toBe(IN_PERSON_MESSAGES.currencyUnknown);
  });

  it('when both an amount and a gift in kind are given, or neither, then it is refused', () => {
    const both = readInPersonGift({ amount: '5', inKind: 'A goat' }, 'KES');
    expect(both.ok ? null : both.errors.amount).toBe(IN_PERSON_MESSAGES.notBoth);
    const neither = readInPersonGift({ giverName: 'Grace' }, 'KES');
    expect(neither.ok ? null : neither.errors.amount).toBe(IN_PERSON_MESSAGES.amountOrInKind);
  });
});

describe('previewing the collection book’s CSV', () => {
  it('when the file is good, then every row is read as it will be recorded, with its spreadsheet row number', () => {
    const preview = previewInPersonCsv(
      ['note,In Kind,currency,AMOUNT,name', ',,UGX,250000,Okello', '', 'church,Two bags of rice,,,'].join(
        '\n',
      ),
      'KES',
    );
    expect(preview).toEqual({
      ok: true,
      problems: [],
      rows: [
        { row: 2, giverName: 'Okello', note: null, amountMinor: 250_000, currency: 'UGX', inKind: null },
        {
          row: 4,
          giverName: null,
          note: 'church',
          amountMinor: null,
          currency: null,
          inKind: 'Two bags of rice',
        },
      ],
    });
  });

  it('when cells start like a formula, then the row is refused, but a negative amount says it is negative', () => {
    const problems = problemsOf([
      '=HYPERLINK("http://evil"),100,KES,,',
      'Grace,+100,KES,,',
      'Amina,100,KES,,@SUM(A1)',
      'Baraka,-100,KES,,',
      '"\tTab",100,KES,,',
      'Juma,100,KES,,-note',
    ]);
    const formula = (column: string, sign: string) =>
      `The ${column} cell starts with ${sign}, which a spreadsheet could run as a formula. Remove it and upload the file again.`;
    expect(problems.map(({ row, reason }) => ({ row, reason: refusalIn('en', reason) }))).toEqual([
      { row: 2, reason: formula('Name', '"="') },
      { row: 3, reason: formula('Amount', '"+"') },
      { row: 4, reason: formula('Note', '"@"') },
      { row: 5, reason: refusalIn('en', IN_PERSON_MESSAGES.amountNegative) },
      { row: 6, reason: formula('Name', 'a tab') },
      { row: 7, reason: formula('Note', '"-"') },
    ]);
    expect(refusalIn('fr', problems[4].reason)).toBe(
      'La cellule Nom commence par une tabulation, qu’un tableur pourrait exécuter comme une formule. Retirez ce caractère et envoyez le fichier de nouveau.',
    );
  });

  it('when rows have bad amounts, currencies or both kinds, then each is listed with its row and reason', () => {
    expect(
      problemsOf(
        [
          'A,0,KES,,',
          'B,abc,KES,,',
          'C,10.5,UGX,,',
          'D,10,XXX,,',
          'E,10,KES,A tent,',
          'F,,,,',
          'G,10,KES,,,extra',
          'H,10.25,KES,,',
        ],
        'KES',
      ),
    ).toEqual([
      { row: 2, reason: IN_PERSON_MESSAGES.amountZero },
      { row: 3, reason: IN_PERSON_MESSAGES.amountFormat },
      { row: 4, reason: decimalsMessage('UGX') },
      { row: 5, reason: IN_PERSON_MESSAGES.currencyUnknown },
      { row: 6, reason: IN_PERSON_MESSAGES.notBoth },
      { row: 7, reason: IN_PERSON_MESSAGES.amountOrInKind },
      { row: 8, reason: IN_PERSON_CSV_MESSAGES.extraCells },
    ]);
  });

  it('when the columns are wrong, missing or repeated, then the file is refused with the columns it needs', () => {
    const fileError = (text: string) => {
      const preview = previewInPersonCsv(text, 'KES');
      return preview.ok ? null : preview.fileError;
    };
    expect(fileError('Name,Amount,Currency,In kind,Note,Phone\nA,1,KES,,,')).toBe(
      IN_PERSON_CSV_MESSAGES.unknownColumn('Phone'),
    );
    expect(fileError('Name,Amount\nA,1')).toBe(
      IN_PERSON_CSV_MESSAGES.missingColumns(['currency', 'inKind', 'note']),
    );
    expect(fileError('Name,Amount,Currency,In kind,Note,nom\nA,1,KES,,,')).toBe(
      IN_PERSON_CSV_MESSAGES.repeatedColumn('giverName'),
    );
    expect(fileError('')).toBe(IN_PERSON_CSV_MESSAGES.empty);
    expect(fileError(`${HEADER}\n\n`)).toBe(IN_PERSON_CSV_MESSAGES.noRows);
    expect(fileError(`${HEADER}\n"A,1`)).toBe(IN_PERSON_CSV_MESSAGES.notCsv);
  });

  it('when the file is over 1 MB or over the row limit, then it is refused as a whole', () => {
    const big = `${HEADER}\n${'A,1,KES,,'.padEnd(100, ' ')}\n`.repeat(1);
    const oversized = big + 'x'.repeat(IN_PERSON_LIMITS.fileBytes);
    expect(previewInPersonCsv(oversized, 'KES')).toEqual({
      ok: false,
      fileError: IN_PERSON_CSV_MESSAGES.tooLarge,
    });
    const many = [HEADER, ...Array.from({ length: IN_PERSON_LIMITS.fileRows + 1 }, () => 'A,1,KES,,')].join(
      '\n',
    );
    expect(previewInPersonCsv(many, 'KES')).toEqual({
      ok: false,
      fileError: IN_PERSON_CSV_MESSAGES.tooManyRows(IN_PERSON_LIMITS.fileRows + 1),
    });
    // The refusal carries its numbers; each reader gets them written their way.
    const tooMany = IN_PERSON_CSV_MESSAGES.tooManyRows(IN_PERSON_LIMITS.fileRows + 1);
    expect(refusalIn('en', tooMany)).toBe(
      'The file has 1,001 gifts; a file can carry at most 1,000. Split it into several files.',
    );
    expect(refusalIn('sw', tooMany)).toBe(
      'Faili lina zawadi 1,001; faili moja linaweza kubeba zisizozidi 1,000. Ligawanye kuwa mafaili kadhaa.',
    );
  });
});

describe('the collection book’s columns in four languages', () => {
  const giftIn = (header: string[]) =>
    previewInPersonCsv([header.join(';'), 'Wanjiru;2000;KES;;church', ';;;A goat;'].join('\n'), 'KES');

  it('when the first row names the columns in any of the four languages, then the file reads the same', () => {
    const english = giftIn(inPersonColumnNamesIn('en'));
    expect(english.ok && english.rows).toHaveLength(2);
    for (const locale of LOCALES) expect(giftIn(inPersonColumnNamesIn(locale))).toEqual(english);
    // Typed without accents, in capitals, or in two languages at once.
    expect(giftIn(['NOM', 'valor', 'Sarafu', 'EM ESPECIE', 'Maelezo'])).toEqual(english);
  });

  it('when a name is read, then it means one column in every language', () => {
    const fieldsOf = new Map<string, Set<number>>();
    for (const locale of LOCALES) {
      inPersonColumnNamesIn(locale).forEach((name, index) => {
        const key = name.toLowerCase();
        fieldsOf.set(key, new Set([...(fieldsOf.get(key) ?? []), index]));
      });
    }
    for (const [name, columns] of fieldsOf)
      expect({ name, columns: columns.size }).toEqual({ name, columns: 1 });
  });

  it('when columns are missing or repeated, then the refusal names them in the reader’s language', () => {
    const refused = previewInPersonCsv('Nom,Montant\nA,1', 'XOF');
    const missing = refused.ok ? '' : refused.fileError;
    expect(refusalIn('fr', missing)).toBe(
      'La première ligne doit nommer les colonnes Nom, Montant, Devise, En nature et Note. Manquantes\u202f: Devise, En nature et Note.',
    );
    expect(refusalIn('sw', missing)).toBe(
      'Mstari wa kwanza lazima utaje safu Jina, Kiasi, Sarafu, Vitu na Maelezo. Zinazokosekana: Sarafu, Vitu na Maelezo.',
    );
    expect(refusalIn('pt', IN_PERSON_CSV_MESSAGES.repeatedColumn('inKind'))).toBe(
      'A coluna «Em espécie» aparece duas vezes na primeira linha.',
    );
  });
});
