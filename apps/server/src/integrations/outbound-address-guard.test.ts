import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createOutboundAddressGuard,
  isAllowedAddress,
  OutboundAddressRefused,
  parseAllowedRanges,
} from './outbound-address-guard.ts';

describe('the outbound address guard', () => {
  it('allows public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '142.250.180.10', '2a00:1450:4009:81f::200a']) {
      expect({ address, allowed: isAllowedAddress(address) }).toEqual({ address, allowed: true });
    }
    const internal = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'ff02::1',
      'not an address',
    ];
    for (const address of internal) {
      expect({ address, allowed: isAllowedAddress(address) }).toEqual({ address, allowed: false });
    }
  });

  it('allows an internal address inside a range the operator named, and no other', () => {
    const allowed = parseAllowedRanges(['10.1.2.0/24', '::1/128']);
    expect(isAllowedAddress('10.1.2.3', allowed)).toBe(true);
    expect(isAllowedAddress('::1', allowed)).toBe(true);
    expect(isAllowedAddress('10.1.3.1', allowed)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', allowed)).toBe(false);
  });

  it('refuses address literals in every form a URL may write them, before any request', async () => {
    const guard = createOutboundAddressGuard();
    for (const url of [
      'https://127.0.0.1/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/',
    ]) {
      await expect(guard.assertAllowed(url), url).rejects.toBeInstanceOf(OutboundAddressRefused);
    }
  });

  it('refuses a name that resolves to an internal address, at the connection itself', async () => {
    const server = https.createServer(() => undefined).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    let connected = false;
    server.on('connection', () => {
      connected = true;
    });
    const guard = createOutboundAddressGuard();
    await expect(guard.assertAllowed(`https://localhost:${port}/`)).rejects.toBeInstanceOf(OutboundAddressRefused);
    const error = await new Promise<Error>((resolve) => {
      https.get(`https://localhost:${port}/`, { agent: guard.agent() }, () => undefined).on('error', resolve);
    });
    expect(error).toBeInstanceOf(OutboundAddressRefused);
    expect(connected).toBe(false);
    server.close();
  });
});
