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
  it.each(['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:8080'])(
    'when the socket is loopback, nothing was forwarded and the Host is %s, then it is local',
    (host) => {
      expect(isLocalRequest('127.0.0.1', { host })).toBe(true);
    },
  );

  it.each([
    'rebound.attacker.example',
    'rebound.attacker.example:3000',
    'localhost.attacker.example',
    '127.0.0.2:3000',
    '',
  ])('when the Host names another site (%s, DNS rebinding), then it is not', (host) => {
    expect(isLocalRequest('127.0.0.1', { host })).toBe(false);
  });

  it.each([
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
  ])('when a proxy on this machine forwarded it (%o), then it is not', (headers) => {
    expect(isLocalRequest('127.0.0.1', { host: 'localhost:3000', ...headers })).toBe(false);
  });

  it('when the socket is another machine, then it is not, whatever the headers claim', () => {
    expect(isLocalRequest('192.0.2.2', { host: 'localhost:3000' })).toBe(false);
  });
});
