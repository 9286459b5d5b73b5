import { describe, expect, it } from 'vitest';
import { parseRowId } from '../shared/row-id';
import { campaignLookupOf } from './campaign-lookup';

describe('parseRowId', () => {
  it.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
  ])('%s is the id %d', (value, id) => {
    expect(parseRowId(value)).toBe(id);
  });

  it.each([
    '0',
    '2147483648',
    '99999999999',
    '-1',
    '0x10',
    '1e3',
    ' 7',
    '7 ',
    '1.5',
    '',
    '\u0000',
    undefined,
    7,
  ])('%o is no id', (value) => {
    expect(parseRowId(value)).toBeNull();
  });
});

describe('campaignLookupOf', () => {
  it('when the segment is digits, then it is an id', () => {
    expect(campaignLookupOf('42')).toEqual({ id: 42 });
  });

  it('when the segment is a custom URL in any case, then it is that custom URL', () => {
    expect(campaignLookupOf('RIP-Amara-Okafor')).toEqual({ customUrl: 'RIP-Amara-Okafor' });
  });

  it.each(['99999999999', '%00', '\u0000', 'a b', 'é', 'x'.repeat(81), '', undefined])(
    'when the segment is %o, then no campaign can have it',
    (segment) => {
      expect(campaignLookupOf(segment)).toBeNull();
    },
  );
});
