import dns from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeRefusedNetworkCalls } from './no-outbound-network';

let local: http.Server;
let localUrl: string;

beforeAll(async () => {
  local = http.createServer((_req, res) => res.end('local'));
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  localUrl = `http://127.0.0.1:${(local.address() as net.AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

describe('the outbound-network guard (tests/setup/no-outbound-network.ts)', () => {
  it('when a test fetches an outside address, then the fetch is refused and the call is recorded', async () => {
    await expect(fetch('https://api.stripe.com/v1/charges')).rejects.toThrow(
      'Unexpected outbound network call in a test: fetch https://api.stripe.com',
    );
    expect(takeRefusedNetworkCalls()).toEqual(['fetch https://api.stripe.com']);
  });

  it('when code opens a socket to an outside address and swallows the error, then the call is still recorded', async () => {
    const socket = net.connect({ host: '93.184.215.14', port: 443 });
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toContain('connect to 93.184.215.14:443');
    expect(takeRefusedNetworkCalls()).toEqual(['connect to 93.184.215.14:443']);
  });

  it('when code looks up an outside name, then the lookup is refused', async () => {
    await expect(dns.lookup('example.com')).rejects.toThrow('DNS lookup of example.com');
    expect(takeRefusedNetworkCalls()).toEqual(['DNS lookup of example.com']);
  });

  it('when a test talks to 127.0.0.1 or localhost, then the call goes through', async () => {
    expect(await (await fetch(localUrl)).text()).toBe('local');
    const viaLocalhost = await new Promise<string>((resolve, reject) =>
      http
        .get(localUrl.replace('127.0.0.1', 'localhost'), (res) => {
          res.setEncoding('utf8');
          res.on('data', resolve);
        })
        .on('error', reject),
    );
    expect(viaLocalhost).toBe('local');
    expect(takeRefusedNetworkCalls()).toEqual([]);
  });
});
