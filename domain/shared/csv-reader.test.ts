import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { csvDelimiterOf, readCsv } from './csv-reader';

describe('readCsv (RFC 4180)', () => {
  it('when fields are plain, then records split on commas and any line ending, the last line break optional', () => {
    expect(readCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
        ['g', 'h'],
      ],
    });
    expect(readCsv('a,b\r\n')).toEqual({ ok: true, records: [['a', 'b']] });
    expect(readCsv('')).toEqual({ ok: true, records: [] });
  });

  it('when a field is quoted, then it keeps commas, doubled quotes and line breaks, and empty fields stay', () => {
    expect(readCsv('"Kwame, ""K"" Mensah","line one\r\nline two",,""\r\nx')).toEqual({
      ok: true,
      records: [['Kwame, "K" Mensah', 'line one\r\nline two', '', ''], ['x']],
    });
  });

  it('when the file starts with a byte-order mark, then it is not part of the first cell', () => {
    expect(readCsv('\uFEFFName,Amount\n')).toEqual({ ok: true, records: [['Name', 'Amount']] });
  });

  it('when a quoted field is never closed, then the file is not read', () => {
    expect(readCsv('a,"b\nc')).toEqual({ ok: false, reason: 'unclosed_quote' });
  });

  it('when our own CSV writer wrote a line, then the reader reads back the same cells', () => {
    const cells = ['Zoë Ndour', 'a, b', 'say "hi"', 'two\nlines', ''];
    expect(readCsv(csvLine(cells))).toEqual({ ok: true, records: [cells] });
  });

  it('when a spreadsheet wrote semicolons (French, Portuguese), then the delimiter is the semicolon', () => {
    expect(csvDelimiterOf('Name;Amount;Currency\r\nA;1;KES')).toBe(';');
    expect(csvDelimiterOf('Name,Amount\nA;B,1')).toBe(',');
    expect(readCsv('Name;Amount\r\n"A; B";12,50', ';')).toEqual({
      ok: true,
      records: [
        ['Name', 'Amount'],
        ['A; B', '12,50'],
      ],
    });
  });
});
