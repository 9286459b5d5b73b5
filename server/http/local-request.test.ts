import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackAddress } from './local-request';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '192.0.2.2',
    '10.0.0.1',
    '::ffff:192.0.2.2',
    'fd00::2',
    '::',
    '0.0.0.0',
    '127.example',
    undefined,
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('isLocalRequest', () => {
  it('when the socket is loopback and nothing was forwarded, then it is local', () => {
    expect(isLocalRequest('127.0.0.1', {})).toBe(true);
  });

  it.each([
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
  ])('when a proxy on this machine forwarded it (%o), then it is not', (headers) => {
    expect(isLocalRequest('127.0.0.1', headers)).toBe(false);
  });

  it('when the socket is another machine, then it is not, whatever the headers claim', () => {
    expect(isLocalRequest('192.0.2.2', {})).toBe(false);
  });
});
